import { z } from 'zod';

/** After a form post asked for JSON (login, logout, switch user back): where the SPA goes next. */
export const redirectReply = z.object({ ok: z.literal(true), redirect: z.string() });
export type RedirectReply = z.output<typeof redirectReply>;

/** Every error reply: a message in the request's language, the same under `second` (SPEC §8 reads second.message), field issues. */
export const errorReply = z.object({
  message: z.string(),
  second: z.object({ message: z.string() }),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.output<typeof errorReply>;

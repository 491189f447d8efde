import { z } from 'zod';

/**
 * The data of a page whose folder has no contract.ts: nothing but, for a page with a role, the forbidden state. What
 * each page answers is typed `PageData` by the page tables (bff/pages/pages.generated.ts for the loaders,
 * web/pages/replies.generated.ts for the screens), from its folder's contract.ts or this.
 */
export const emptyPageReply = z.object({});

/**
 * A page the visitor may not see: its HTML answers 403, but its page data answers 200 with this state, which
 * the screen shows. A 401/403 reloads the page (SPEC §6), so a status would loop.
 */
export const forbiddenPage = z.object({ forbidden: z.literal(true), message: z.string() });
export type ForbiddenPage = z.output<typeof forbiddenPage>;

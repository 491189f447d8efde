import { z } from 'zod';
import { DEFAULT_PRODUCTS, MAX_PRODUCTS } from '../reference/seed/index.ts';

/** `npm run upstream`'s settings, from the environment; a bad one stops the start, named. */
export const upstreamSettingsSchema = z.object({
  /** The port the protocol is served on. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  /** Where it listens: the loopback by default (an ERP stand-in is nobody's public service). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The reference ERP's folder (its `reference.sqlite`); never the shop's own DATA_DIR, or both would write it. */
  DATA_DIR: z.string().trim().min(1).default('./data-upstream'),
  /** When set, every call must carry `Authorization: Bearer <token>` (the shop's UPSTREAM_TOKEN). */
  UPSTREAM_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (a guessable token protects nothing)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in a header)')
    .optional(),
  /** Products the demo generator makes when DATA_DIR is new. */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(MAX_PRODUCTS).default(DEFAULT_PRODUCTS),
});
export type UpstreamSettings = z.output<typeof upstreamSettingsSchema>;

/** The settings, or an Error whose message names each bad variable and why. */
export function loadUpstreamSettings(env: NodeJS.ProcessEnv = process.env): UpstreamSettings {
  // An empty variable (`UPSTREAM_TOKEN=`) counts as unset, as a shell user means it.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = upstreamSettingsSchema.safeParse(set, { error: z.locales.en().localeError });
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid upstream settings:\n${lines.join('\n')}`);
}

import { z } from 'zod';
import type { PageName } from '../routes.ts';
import type { pageReplies } from '../../web/pages/pages.generated.ts';

/**
 * What a page answers when asked for JSON (its page data): the zod shape of its folder's contract.ts
 * (web/pages/<page>/contract.ts), gathered in `pageReplies` by web/pages/pages.generated.ts. The BFF's page
 * definitions return these types and the SPA's screens read them.
 */
export type PageData<N extends PageName> = z.output<(typeof pageReplies)[N]>;

/**
 * A page the visitor may not see: its HTML answers 403, but its page data answers 200 with this state, which
 * the screen shows. A 401/403 reloads the page (SPEC §6), so a status would loop.
 */
export const forbiddenPage = z.object({ forbidden: z.literal(true), message: z.string() });
export type ForbiddenPage = z.output<typeof forbiddenPage>;

import type { TranslationKey } from './i18n/it.ts';

/**
 * One page of the shop, as its folder's route.ts declares it (web/pages/<page>/route.ts): its path (which may name a
 * path setting, e.g. {ownBrandBatteries}, and path parameters, e.g. `:id`, which the app's router (web/router/match-path.ts) and Fastify read alike),
 * translated label, menu place.
 */
export interface PageEntry {
  path: string;
  label: TranslationKey;
  /** Its place in the main menu (1 first), or false: not listed. */
  menu: number | false;
  /** The page whose submenu lists this one (its `menu` place orders it there). */
  parent?: string;
  /** Only users holding this role may see the page (and its menu entry). */
  role?: 'switch_user' | 'staff';
  /** Only a logged-in customer may see the page (their cart, their orders). */
  customerOnly?: true;
  /** The screen is in the first bundle rather than a chunk of its own (the homepage only: every byte there counts). */
  firstBundle?: true;
}

/**
 * The SWR key of a page's data from the page's query string and path (null: nothing to load yet); a page folder's
 * data-key.ts exports it as `dataKey` when its data depends on more than the path.
 */
export type PageDataKey = (params?: URLSearchParams, pathname?: string) => string | null;

/** The data key of a page without data-key.ts: the path it was opened at (a screen passes `location.pathname`). */
export const ownPathDataKey: PageDataKey = (_params, pathname) => pathname || null;

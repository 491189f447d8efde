import {
  FILTERS_COOKIE,
  LAYOUT_COOKIE,
  layoutOf,
  PREFERENCE_COOKIE_DAYS,
  PRICES_COOKIE,
  type ProductLayout,
} from '../../shared/view-preferences.ts';

import { preferencesAllowed } from '../consent/consent-state.ts';

const MAX_AGE = PREFERENCE_COOKIE_DAYS * 24 * 60 * 60;

/** The document's cookie of `name`, undefined when absent. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

function writeCookie(name: string, value: string, maxAge: number): void {
  // Clearing is always allowed; a value only with the customer's consent to preference cookies (issue 29): without
  // it the choice holds for the page only.
  if (maxAge > 0 && !preferencesAllowed()) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** A preference cookie of `days` (the language's), written only when preference cookies are allowed. */
export function writePreferenceCookie(name: string, value: string, days: number): void {
  writeCookie(name, value, days * 24 * 60 * 60);
}

/** SPEC §4: the filter drawer's open state, remembered 99 days (the server draws the drawer from it). */
export function storeFiltersOpen(open: boolean): void {
  writeCookie(FILTERS_COOKIE, String(open), MAX_AGE);
}

/** SPEC §4: price visibility, true or false (the caller reloads the page). */
export function storeShowPrices(show: boolean): void {
  writeCookie(PRICES_COOKIE, String(show), MAX_AGE);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the cookie alone keeps the layout
  }
}

/** SPEC §3/§4: a chosen layout in the cookie (99 days, for the server) and in localStorage; null removes both. */
export function storeLayout(layout: ProductLayout | null): void {
  const storage = safeStorage();
  if (layout === null) {
    writeCookie(LAYOUT_COOKIE, '', 0);
    storage?.removeItem(LAYOUT_COOKIE);
    return;
  }
  writeCookie(LAYOUT_COOKIE, layout, MAX_AGE);
  if (preferencesAllowed()) storage?.setItem(LAYOUT_COOKIE, layout);
}

/**
 * The layout kept only in localStorage (its cookie cleared or expired): the server drew the default, so the
 * screen applies this one after hydration and the cookie is written again. Null when the cookie is there or
 * nothing valid is stored.
 */
export function layoutOnlyInStorage(): ProductLayout | null {
  if (readCookie(LAYOUT_COOKIE) !== undefined) return null;
  const stored = safeStorage()?.getItem(LAYOUT_COOKIE);
  return stored && layoutOf(stored) === stored ? (stored as ProductLayout) : null;
}

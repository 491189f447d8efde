/**
 * The cookie notice's stored choice (issue 29), read by the server (whether to put the notice in the page) and by
 * the browser (whether preference cookies may be written). The cookie keeps vanilla-cookieconsent's format, which
 * the notice used until issue 33: choices stored then still hold.
 */
export const CONSENT_COOKIE = 'cc_cookie';
/** How long the choice is remembered. */
export const CONSENT_DAYS = 182;
/** The two categories of the notice: the shop's own cookies and the customer's preferences. */
export const NECESSARY = 'necessari';
export const PREFERENCES = 'preferenze';

/** The stored choice, as JSON text (the cookie's value decoded). */
export interface StoredChoice {
  categories: string[];
  consentId?: string;
  consentTimestamp?: string;
}

/** The choice in the cookie's decoded value; null when there is none or it cannot be read (the notice asks again). */
export function parseChoice(json: string | undefined): StoredChoice | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<StoredChoice> | null;
    const categories = value?.categories;
    if (!Array.isArray(categories) || !categories.every((item) => typeof item === 'string')) return null;
    return { ...value, categories };
  } catch {
    return null; // a forged or broken cookie
  }
}

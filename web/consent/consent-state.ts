/**
 * What the customer allowed, read from the notice's own cookie without loading the notice (web/consent/ is a
 * chunk of its own, fetched after the page): preference cookies are written only when "preferenze" is accepted.
 * The notice's chunk tells this module when the choice changes during the page.
 */
export const CONSENT_COOKIE = 'cc_cookie';
/** How long the choice is remembered. */
export const CONSENT_DAYS = 182;
/** The two categories of the notice (issue 29): the shop's own cookies and the customer's preferences. */
export const NECESSARY = 'necessari';
export const PREFERENCES = 'preferenze';

let chosenNow: boolean | undefined;
const listeners = new Set<(allowed: boolean) => void>();

function acceptedInCookie(): boolean {
  const prefix = `${CONSENT_COOKIE}=`;
  const raw = globalThis.document?.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  if (!raw) return false;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(prefix.length))) as { categories?: unknown };
    return Array.isArray(value.categories) && value.categories.includes(PREFERENCES);
  } catch {
    return false; // a forged or old cookie: as if nothing was accepted
  }
}

/** Whether preference cookies may be written now: before any choice, and after a refusal, they may not. */
export function preferencesAllowed(): boolean {
  return chosenNow ?? acceptedInCookie();
}

/** The notice's report of a choice made (or changed) on this page. */
export function choiceMade(allowed: boolean): void {
  chosenNow = allowed;
  for (const listener of listeners) listener(allowed);
}

/** Called when preferences become allowed (e.g. to keep a choice made before consent). */
export function onPreferencesChoice(listener: (allowed: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

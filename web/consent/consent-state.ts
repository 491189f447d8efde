import { CONSENT_COOKIE, parseChoice, PREFERENCES } from '../../shared/consent-choice.ts';

/**
 * What the customer allowed, read from the notice's cookie without loading the notice (web/consent/consent-notice.ts
 * is a chunk of its own, fetched after the page): preference cookies are written only when "preferenze" is accepted.
 * The notice tells this module when the choice changes during the page.
 */
export { CONSENT_COOKIE, NECESSARY, PREFERENCES } from '../../shared/consent-choice.ts';

let chosenNow: boolean | undefined;
const listeners = new Set<(allowed: boolean) => void>();

/** The cookie's value, decoded; undefined when absent or not decodable. */
export function storedChoiceText(): string | undefined {
  const prefix = `${CONSENT_COOKIE}=`;
  const raw = globalThis.document?.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** Whether preference cookies may be written now: before any choice, and after a refusal, they may not. */
export function preferencesAllowed(): boolean {
  return chosenNow ?? parseChoice(storedChoiceText())?.categories.includes(PREFERENCES) ?? false;
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

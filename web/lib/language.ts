import { mutate } from 'swr';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Language } from '../../shared/i18n/language.ts';
import { addSharedTexts, readLanguageFrom } from '../../shared/i18n/translate.ts';
import { useSyncExternalStore } from './use-sync-external-store.ts';
import { writePreferenceCookie } from './preference-storage.ts';
import { onPreferencesChoice } from '../consent/consent-state.ts';

/**
 * The page's language: the server's (boot data) at first, so hydration renders the same texts; the switch
 * changes it in place. Every `t` reads it (readLanguageFrom).
 */
let language: Language = 'it';
const listeners = new Set<() => void>();

/** The shared table of a language other than Italian, loaded on demand (it is not in the first bundle). */
async function loadTexts(next: Language): Promise<void> {
  if (next === 'en') addSharedTexts('en', (await import('../../shared/i18n/en.ts')).en);
}

/** Before the first render: the language the server rendered in, its shared texts loaded. */
export async function startInLanguage(initial: Language): Promise<void> {
  // Here, not on import: the server imports the app too, and its `t` reads the request's language.
  readLanguageFrom(() => language);
  await loadTexts(initial);
  language = initial;
}

/**
 * The switch: texts loaded, every screen drawn again in the new language, the page's data asked again (the
 * catalogue's texts come translated), the cookie written when preference cookies are allowed (else the choice
 * holds for this page only: every call says the language in a header).
 */
export async function switchLanguage(next: Language): Promise<void> {
  if (next === language) return;
  await loadTexts(next);
  language = next;
  document.documentElement.lang = next;
  writePreferenceCookie(LANGUAGE_COOKIE, next, LANGUAGE_COOKIE_DAYS);
  for (const listener of listeners) listener();
  await mutate(() => true);
}

// Preference cookies allowed later in the page: a language switched before is kept from now on.
onPreferencesChoice((allowed) => {
  if (allowed && language !== 'it') writePreferenceCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
});

/** The page's language, for components that draw again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => language,
    () => language,
  );
}

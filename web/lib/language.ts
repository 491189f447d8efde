import type { Language } from '../../shared/i18n/language.ts';
import { addSharedTexts, readLanguageFrom } from '../../shared/i18n/translate.ts';
import { useSyncExternalStore } from './use-sync-external-store.ts';

/**
 * The page's language: the server's (boot data) at first, so hydration renders the same texts; the switch
 * (web/lib/switch-language.ts, loaded when used: the first bundle is at its budget) changes it in place. Every
 * `t` reads it (readLanguageFrom).
 */
let language: Language = 'it';
const listeners = new Set<() => void>();

/** The shared table of a language other than Italian, loaded on demand (it is not in the first bundle). */
export async function loadTexts(next: Language): Promise<void> {
  if (next === 'en') addSharedTexts('en', (await import('../../shared/i18n/en.ts')).en);
}

/** Before the first render: the language the server rendered in, its shared texts loaded. */
export async function startInLanguage(initial: Language): Promise<void> {
  // Here, not on import: the server imports the app too, and its `t` reads the request's language.
  readLanguageFrom(() => language);
  await loadTexts(initial);
  language = initial;
}

/** Every screen draws again in `next` (its texts loaded by the caller). */
export function setPageLanguage(next: Language): void {
  language = next;
  for (const listener of listeners) listener();
}

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

import type { Language } from '../../shared/i18n/language.ts';
import { addSharedTexts, readLanguageFrom } from '../../shared/i18n/translate.ts';

let language: Language = 'it';

/**
 * The page's language, which every `t` of the browser reads from then on; the shared table of a language other
 * than Italian is loaded first (it is not in the first bundle). Before hydration (the server's language, so
 * hydration draws exactly what the server drew) and by the switch.
 */
export async function setPageLanguage(next: Language): Promise<void> {
  if (next === 'en') addSharedTexts('en', (await import('../../shared/i18n/en.ts')).en);
  readLanguageFrom(() => language);
  language = next;
}

import { mutate } from 'swr';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Language } from '../../shared/i18n/language.ts';
import { currentLanguage } from '../../shared/i18n/translate.ts';
import { onPreferencesChoice } from '../consent/consent-state.ts';
import { redrawApp } from './language.ts';
import { setPageLanguage } from './page-language.ts';
import { writePreferenceCookie } from './preference-storage.ts';

/**
 * The header's switch: texts loaded, every screen drawn again in the new language, the page's data asked again
 * (the catalogue's texts come translated), the cookie written when preference cookies are allowed (else the
 * choice holds for this page only: every call says the language in a header, web/api/fetch.ts).
 */
export async function switchLanguage(next: Language): Promise<void> {
  if (next === currentLanguage()) return;
  await setPageLanguage(next);
  document.documentElement.lang = next;
  writePreferenceCookie(LANGUAGE_COOKIE, next, LANGUAGE_COOKIE_DAYS);
  redrawApp();
  await mutate(() => true);
}

// Preference cookies allowed later in the page: a language switched before is kept from then on.
onPreferencesChoice((allowed) => {
  const language = currentLanguage();
  if (allowed && language !== DEFAULT_LANGUAGE) writePreferenceCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
});

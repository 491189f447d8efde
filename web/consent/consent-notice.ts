import * as CookieConsent from 'vanilla-cookieconsent';
import libraryCss from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import ownCss from './consent-notice.css?url';
import { t } from '../../shared/i18n/consent.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '../../shared/i18n/language.ts';
import { currentLanguage } from '../../shared/i18n/translate.ts';
import { SESSION_COOKIE } from '../../shared/session-cookie.ts';
import { VEHICLE_COOKIE_DAYS, VEHICLE_COOKIES } from '../../shared/vehicle-cookies.ts';
import { FILTERS_COOKIE, LAYOUT_COOKIE, PREFERENCE_COOKIE_DAYS, PRICES_COOKIE } from '../../shared/view-preferences.ts';
import { CONSENT_COOKIE, CONSENT_DAYS, choiceMade, NECESSARY, PREFERENCES } from './consent-state.ts';

/**
 * The cookie notice (vanilla-cookieconsent, bundled: the content security policy allows only the shop's scripts),
 * its own chunk fetched on window load. Two categories: "necessari" (always on) and "preferenze" (off until the
 * customer accepts them). Each cookie is listed with its purpose and duration; the texts are the translation
 * tables' (shared/i18n/consent.ts).
 */
const days = (count: number) => t.plural('JS_CONSENT_DAYS', count);
const row = (name: string, purpose: string, duration: string) => ({ name, purpose, duration });

function translation(): CookieConsent.Translation {
  const headers = { name: t('JS_CONSENT_COL_NAME'), purpose: t('JS_CONSENT_COL_PURPOSE'), duration: t('JS_CONSENT_COL_DURATION') };
  return {
    consentModal: {
      title: t('JS_CONSENT_TITLE'),
      description: t('JS_CONSENT_TEXT'),
      acceptAllBtn: t('JS_CONSENT_ACCEPT_ALL'),
      acceptNecessaryBtn: t('JS_CONSENT_NECESSARY_ONLY'),
      showPreferencesBtn: t('JS_CONSENT_SETTINGS'),
      closeIconLabel: t('JS_CONSENT_CLOSE'),
    },
    preferencesModal: {
      title: t('JS_CONSENT_PREFERENCES_TITLE'),
      acceptAllBtn: t('JS_CONSENT_ACCEPT_ALL'),
      acceptNecessaryBtn: t('JS_CONSENT_NECESSARY_ONLY'),
      savePreferencesBtn: t('JS_CONSENT_SAVE'),
      closeIconLabel: t('JS_CONSENT_CLOSE'),
      sections: [
        {
          title: t('JS_CONSENT_NECESSARY'),
          description: t('JS_CONSENT_NECESSARY_TEXT'),
          linkedCategory: NECESSARY,
          cookieTable: {
            headers,
            body: [
              row(SESSION_COOKIE, t('JS_CONSENT_SESSION_PURPOSE'), t('JS_CONSENT_SESSION_DURATION')),
              row(VEHICLE_COOKIES.join(', '), t('JS_CONSENT_VEHICLE_PURPOSE'), days(VEHICLE_COOKIE_DAYS)),
              row(CONSENT_COOKIE, t('JS_CONSENT_CHOICE_PURPOSE'), days(CONSENT_DAYS)),
            ],
          },
        },
        {
          title: t('JS_CONSENT_PREFERENCES'),
          description: t('JS_CONSENT_PREFERENCES_TEXT'),
          linkedCategory: PREFERENCES,
          cookieTable: {
            headers,
            body: [
              row(LAYOUT_COOKIE, t('JS_CONSENT_LAYOUT_PURPOSE'), days(PREFERENCE_COOKIE_DAYS)),
              row(FILTERS_COOKIE, t('JS_CONSENT_FILTERS_PURPOSE'), days(PREFERENCE_COOKIE_DAYS)),
              row(PRICES_COOKIE, t('JS_CONSENT_PRICES_PURPOSE'), days(PREFERENCE_COOKIE_DAYS)),
              row(LANGUAGE_COOKIE, t('JS_CONSENT_LANGUAGE_PURPOSE'), days(LANGUAGE_COOKIE_DAYS)),
            ],
          },
        },
      ],
    },
  };
}

const report = () => choiceMade(CookieConsent.acceptedCategory(PREFERENCES));
let started: Promise<void> | undefined;

/**
 * The notice's stylesheets as files of their own, linked when it starts: the shop's one stylesheet is written into
 * every page (bff/lib/shell.ts), and the notice's is not worth that.
 */
function linkStylesheets(): void {
  for (const href of [libraryCss, ownCss]) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

/** Shows the notice when no choice is stored yet; later calls only wait for the first. */
export function startConsent(): Promise<void> {
  const language = currentLanguage();
  if (!started) linkStylesheets();
  started ??= CookieConsent.run({
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    // Journeys drive a headless browser: the notice must show to it as to a person.
    hideFromBots: false,
    guiOptions: { consentModal: { layout: 'box', position: 'bottom right' } },
    categories: {
      [NECESSARY]: { enabled: true, readOnly: true },
      // Refused: the preference cookies already written are removed.
      [PREFERENCES]: {
        autoClear: { cookies: [LAYOUT_COOKIE, FILTERS_COOKIE, PRICES_COOKIE, LANGUAGE_COOKIE].map((name) => ({ name })) },
      },
    },
    onConsent: report,
    onChange: report,
    language: { default: language, translations: { [language]: translation() } },
  });
  return started;
}

/** The footer's "Cookie" link: the notice's choices, to change them. */
export async function showConsentChoices(): Promise<void> {
  await startConsent();
  CookieConsent.showPreferences();
}

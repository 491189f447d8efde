import { CONSENT_COOKIE, CONSENT_DAYS, NECESSARY, parseChoice, PREFERENCES } from '../../shared/consent-choice.ts';
import { CONSENT_NOTICE_ID } from '../../shared/consent-notice-id.ts';
import { LANGUAGE_COOKIE } from '../../shared/i18n/language.ts';
import { currentLanguage } from '../../shared/i18n/translate.ts';
import { FILTERS_COOKIE, LAYOUT_COOKIE, PRICES_COOKIE } from '../../shared/view-preferences.ts';
import { choiceMade, preferencesAllowed, storedChoiceText } from './consent-state.ts';

/**
 * The cookie notice's behaviour, a chunk fetched on window load (SPEC §7): the notice itself is in the page, drawn by
 * the server for a first visit (shared/fragments/consent-notice.ts); this wires its buttons, stores the choice and
 * opens the choices dialog (web/consent/consent-choices.tsx, fetched when asked for). Two categories: "necessari"
 * (always on) and "preferenze" (off until accepted).
 */
const PREFERENCE_COOKIES = [LAYOUT_COOKIE, FILTERS_COOKIE, PRICES_COOKIE, LANGUAGE_COOKIE];
const DAY_MS = 24 * 60 * 60 * 1000;

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Written as vanilla-cookieconsent wrote it (its fields, its Domain rule), so it replaces a choice stored by it. */
function writeChoice(preferences: boolean): void {
  const now = new Date();
  const expires = new Date(now.getTime() + CONSENT_DAYS * DAY_MS);
  const previous = parseChoice(storedChoiceText());
  const choice = {
    categories: preferences ? [NECESSARY, PREFERENCES] : [NECESSARY],
    revision: 0,
    data: null,
    consentTimestamp: previous?.consentTimestamp ?? now.toISOString(),
    consentId: previous?.consentId ?? randomId(),
    services: { [NECESSARY]: [], [PREFERENCES]: [] },
    languageCode: currentLanguage(),
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  };
  const { hostname, protocol } = window.location;
  document.cookie =
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}; expires=${expires.toUTCString()}; Path=/; SameSite=Lax` +
    (hostname.includes('.') ? `; Domain=${hostname}` : '') +
    (protocol === 'https:' ? '; Secure' : '');
}

/** Refused: the preference cookies written before go (host-only, and on the domain as the old notice also cleared). */
function clearPreferenceCookies(): void {
  const { hostname } = window.location;
  for (const name of PREFERENCE_COOKIES) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    if (hostname.includes('.')) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=.${hostname}`;
  }
}

/** Stores the choice, hides the notice and tells the page (consent-state.ts) at once. */
export function saveChoice(preferences: boolean): void {
  writeChoice(preferences);
  if (!preferences) clearPreferenceCookies();
  document.getElementById(CONSENT_NOTICE_ID)?.remove();
  choiceMade(preferences);
}

/** The footer's "Cookie" link and the notice's third button: the choices, to make or change them. */
export async function showConsentChoices(): Promise<void> {
  const { openConsentChoices } = await import('./consent-choices.tsx');
  openConsentChoices(preferencesAllowed(), saveChoice);
}

async function wireNotice(): Promise<void> {
  let notice = document.getElementById(CONSENT_NOTICE_ID);
  if (!notice && !parseChoice(storedChoiceText())) {
    // Vite's dev server serves the bare shell, without the server's notice: drawn here instead.
    const { consentNoticeHtml } = await import('../../shared/fragments/consent-notice.ts');
    document.body.insertAdjacentHTML('afterbegin', consentNoticeHtml());
    notice = document.getElementById(CONSENT_NOTICE_ID);
  }
  notice?.addEventListener('click', (event) => {
    const action = (event.target as Element).closest('[data-consent]')?.getAttribute('data-consent');
    if (action === 'all' || action === 'necessary') saveChoice(action === 'all');
    else if (action === 'choose') void showConsentChoices();
  });
  // A button pressed before this script was here (web/start.ts kept which): pressed again now.
  const pending = notice?.dataset.pending;
  if (pending) notice?.querySelector<HTMLElement>(`[data-consent="${pending}"]`)?.click();
}

let started: Promise<void> | undefined;

/** Wires the notice when the page shows one; later calls only wait for the first. */
export function startConsent(): Promise<void> {
  return (started ??= wireNotice());
}

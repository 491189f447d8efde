import { CONSENT_NOTICE_ID } from '../consent-notice-id.ts';
import { escapeHtml } from '../escape-html.ts';
import { CONSENT_EARLY_ANSWER_SCRIPT } from './consent-early-answer.ts';
import { t } from '../i18n/consent.ts';

/** What each of the notice's buttons does (web/consent/consent-notice.ts wires them). */
type NoticeAction = 'all' | 'necessary' | 'choose';

const button = (action: NoticeAction, variant: string, text: string, extra = '') =>
  `<button type="button" data-consent="${action}" class="ui-button ui-button-${variant} ui-button-md"${extra}>${escapeHtml(text)}</button>`;

/**
 * The cookie notice as HTML, written by the server into a first visit's page (before the app, outside its root), so
 * it paints with the page instead of after the app and a library have arrived (issue 33: it was the largest
 * contentful paint at 3–3.6 s on a phone). Its buttons work once web/consent/ has loaded, on window load; a press
 * before that is kept by the script that follows it (consent-early-answer.ts).
 */
export function consentNoticeHtml(): string {
  return (
    `<section id="${CONSENT_NOTICE_ID}" role="dialog" aria-labelledby="${CONSENT_NOTICE_ID}-title" aria-describedby="${CONSENT_NOTICE_ID}-text" ` +
    'class="fixed inset-x-2 bottom-2 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md">' +
    `<h2 id="${CONSENT_NOTICE_ID}-title" class="text-base font-bold">${escapeHtml(t('JS_CONSENT_TITLE'))}</h2>` +
    `<p id="${CONSENT_NOTICE_ID}-text" class="mt-1 text-sm text-slate-700">${escapeHtml(t('JS_CONSENT_TEXT'))}</p>` +
    '<div class="mt-3 flex flex-wrap gap-2">' +
    button('all', 'primary', t('JS_CONSENT_ACCEPT_ALL')) +
    button('necessary', 'primary', t('JS_CONSENT_NECESSARY_ONLY')) +
    button('choose', 'outline', t('JS_CONSENT_SETTINGS'), ' aria-haspopup="dialog"') +
    '</div></section>' +
    `<script>${CONSENT_EARLY_ANSWER_SCRIPT}</script>`
  );
}

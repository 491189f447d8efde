/**
 * The cookie notice's element in the page (shared/fragments/consent-notice.ts), in a module of its own: the first
 * bundle names it without the rest of the consent code.
 */
export const CONSENT_NOTICE_ID = 'consent-notice';

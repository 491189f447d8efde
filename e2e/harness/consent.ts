import type { BrowserContext } from 'playwright-core';
import { CONSENT_COOKIE, NECESSARY, PREFERENCES } from '../../web/consent/consent-state.ts';

/**
 * The cookie notice's choice as the notice itself stores it, every category accepted: journeys not about the
 * notice start with it, so it covers nothing and preference cookies are written as before issue 29.
 */
export async function acceptAllCookies(context: BrowserContext, url: string): Promise<void> {
  const now = new Date().toISOString();
  const choice = {
    categories: [NECESSARY, PREFERENCES],
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: 'journey',
    services: { [NECESSARY]: [], [PREFERENCES]: [] },
    lastConsentTimestamp: now,
    languageCode: 'it',
  };
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(choice)), url }]);
}

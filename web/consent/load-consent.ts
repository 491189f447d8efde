/**
 * SPEC §7: the consent script (the server-drawn notice's buttons) loads on window load, as a chunk of its own (not in
 * the first bundle: the homepage's JS budget, scripts/js-budget.mjs).
 */
import { CONSENT_NOTICE_ID } from '../../shared/consent-notice-id.ts';

const notice = () => import('./consent-notice.ts');

export function loadConsentOnWindowLoad(): void {
  const load = () => void notice().then((module) => module.startConsent());
  // Answered before the load event (web/start.ts): at once.
  if (document.readyState === 'complete' || document.getElementById(CONSENT_NOTICE_ID)?.dataset.pending) load();
  else window.addEventListener('load', load, { once: true });
}

/** The footer's link: the notice's choices, loaded if they are not yet. */
export function openConsentChoices(): void {
  void notice().then((module) => module.showConsentChoices());
}

import { CONSENT_NOTICE_ID } from '../consent-notice-id.ts';

/**
 * The script written right after the server's cookie notice (shared/fragments/consent-notice.ts): it runs as soon as
 * the notice is parsed, so a press from the notice's first paint on is kept, where the page's first script (a module,
 * run only once the whole page is parsed and it has arrived) left a press before it to a button that did nothing.
 * It keeps the latest answer in `data-pending` (a "Personalizza" then "Solo necessari" is "Solo necessari") and hides
 * the notice for an answer; web/start.ts starts the app for it and web/consent/consent-notice.ts presses it again.
 * Inline, allowed by its hash in the content security policy (bff/plugins/reply-headers.ts): keep it plain ES5.
 */
export const CONSENT_EARLY_ANSWER_SCRIPT =
  `(function(){var n=document.getElementById('${CONSENT_NOTICE_ID}');if(!n)return;` +
  "n.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-consent]');" +
  "if(!b)return;n.setAttribute('data-pending',b.getAttribute('data-consent'));" +
  "if(b.getAttribute('data-consent')!=='choose')n.hidden=true;});})();";

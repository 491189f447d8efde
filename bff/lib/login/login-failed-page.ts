import { escapeHtml } from '../../../shared/escape-html.ts';
import { t } from '../../../shared/i18n/server.ts';

/** What a browser without JavaScript sees after a failed form login: the reason and the way back. */
export function loginFailedPage(message: string, returnTo: string): string {
  const back = `/login?returnTo=${encodeURIComponent(returnTo)}`;
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(t('JS_LOGIN_FAILED_TITLE'))}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>${escapeHtml(t('JS_LOGIN_FAILED_TITLE'))}</h1><p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t('JS_LOGIN_RETRY'))}</a></p></body></html>`;
}

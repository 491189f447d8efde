import { escapeHtml } from '../../shared/escape-html.ts';
import { t } from '../../shared/i18n/server.ts';
import { currentLanguage } from '../../shared/i18n/translate.ts';

/**
 * The small static page of an error met before the shop can render its own (a URL the router refuses, a request
 * Node's parser rejects, a request refused under overload): the reason in the request's language and the way home,
 * titled as a refused request (4xx) or a service not available (5xx). Self-contained, no script, so it needs nothing the
 * request did not bring and the content security policy allows it. It never repeats the URL or a header.
 */
export function errorPage(status: number, message: string): string {
  const title = escapeHtml(t(status >= 500 ? 'JS_ERROR_PAGE_TITLE_UNAVAILABLE' : 'JS_ERROR_PAGE_TITLE'));
  return `<!doctype html><html lang="${currentLanguage()}"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<p aria-hidden="true" style="font-size:3rem;font-weight:bold;color:#1e3a8a;margin:0">${status}</p>
<h1>${title}</h1><p role="alert">${escapeHtml(message)}</p>
<p><a href="/">${escapeHtml(t('JS_BACK_HOME'))}</a></p></body></html>`;
}

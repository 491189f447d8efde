import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

/**
 * The one place the server turns components into HTML (eslint.config.js lets no other file import react-dom/server):
 * pages, fragments, mails and the markup memo all write through here, so they share one renderer and its settings.
 */

/** One of shared/fragments as HTML: a reply of SPEC §7's calls that return HTML, or a part written into a page. */
export function fragmentHtml<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}

/** Markup no browser hydrates (a mail, an element's opening tag): no hydration markers. */
export function staticHtml(element: ReactNode): string {
  return renderToStaticMarkup(element);
}

/**
 * A page's elements as HTML for hydration (bff/ssr/render-app.tsx), in one synchronous pass: every lazy part the page
 * shows must be loaded before (a part that suspends is written as its fallback, marked for the browser to render,
 * and the browser reports it as a hydration error). Measured against React's streaming and `prerender`, which wait
 * for such parts, it costs the least CPU per page (docs/architecture.md, "The server's render").
 */
export function pageHtml(element: ReactNode): string {
  return renderToString(element);
}

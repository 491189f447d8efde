import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';

/**
 * How the server writes the app's components as HTML. Both go through `react`, Preact's compat layer
 * (docs/architecture.md, "The framework"), which sets itself up when first imported: without it an `<svg>`'s own
 * camelCase attributes would be written as they are.
 */

/** One of shared/fragments as HTML: a reply of SPEC §7's calls that return HTML, or a part written into a page. */
export function fragmentHtml<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}

/** A page's elements as HTML (bff/ssr/render-app.tsx): a part that suspends (its code not preloaded) is waited for. */
export async function pageHtml(element: ReactNode): Promise<string> {
  return await renderToStringAsync(element as unknown as VNode);
}

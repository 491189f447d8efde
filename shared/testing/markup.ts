import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

/**
 * Tests read markup as a browser does, not its bytes: elements, attributes and text (parsed by cheerio's parse5, the
 * HTML standard's parser), whatever order the renderer writes attributes in, however it writes a boolean attribute or
 * escapes a `>`, whatever comments it puts between texts. Beside shared/render-html.ts, the one file allowed React's
 * server renderer (eslint.config.js).
 */

/** A whole page's HTML (a server reply), parsed: `$('selector')` finds its elements. */
export function parseDocument(html: string): CheerioAPI {
  return load(html);
}

/** Part of a page (a fragment, a component's HTML), parsed as the content of an element. */
export function parseMarkup(html: string): CheerioAPI {
  return load(html, null, false);
}

/** `element` as the server writes a page for hydration (with React's markers), parsed. */
export function renderPageMarkup(element: ReactNode): CheerioAPI {
  return parseMarkup(renderToString(element));
}

/** `element` as the server writes it without hydration markers (a fragment, a mail), parsed. */
export function renderMarkup(element: ReactNode): CheerioAPI {
  return parseMarkup(renderToStaticMarkup(element));
}

/** What a reader reads of the elements found: their text, each run of white space as one space, trimmed. */
export function textOf(found: { text(): string }): string {
  // HTML's white space only: a no-break space (prices, `43,00 €`) is text.
  return found
    .text()
    .replace(/[ \t\n\f\r]+/g, ' ')
    .replace(/^ | $/g, '');
}

/**
 * The Suspense boundaries React marked in a page's HTML (comments `$`, `$?`, `$!`): where hydration may wait for code,
 * or, `$!`, where the server could not render and left the part to the browser.
 */
export function suspenseBoundaries($: CheerioAPI): string[] {
  const marks: string[] = [];
  const walk = (nodes: readonly unknown[]) => {
    for (const node of nodes as { type: string; data?: string; children?: unknown[] }[]) {
      if (node.type === 'comment' && node.data?.startsWith('$')) marks.push(node.data);
      if (node.children) walk(node.children);
    }
  };
  walk($.root().toArray());
  return marks;
}

/** The tag names of the nodes found, in lower case (`['label', 'input']`); `#text` or `#comment` for other nodes. */
export function tagsOf<T>(found: Cheerio<T>): string[] {
  return found.toArray().map((node) => {
    const { tagName, type } = node as { tagName?: string; type?: string };
    return tagName ?? `#${type}`;
  });
}

export { renderToStaticMarkup, renderToString };

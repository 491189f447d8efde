import { createElement } from 'react';
import { staticHtml } from '../../shared/render-html.ts';
import type { MarkupMemo } from '../../web/ui/memo-markup.tsx';
import { markupKeyOf, type MemoPage } from './markup-keys.ts';

/** Inner markup by key (web/ui/memo-markup.tsx): a few per language, roles and menu state; at most 500 kept. */
const kept = new Map<string, string>();
const MOST = 500;

/** Tests: the next pages render every memoised element afresh. */
export function forgetMemoisedMarkup(): void {
  kept.clear();
}

/** An element's opening tag as the server's renderer writes it, with the same props. */
function openingTag(tag: string, props: Readonly<Record<string, unknown>>): string | null {
  const empty = staticHtml(createElement(tag, props));
  const close = `</${tag}>`;
  return empty.endsWith(close) ? empty.slice(0, -close.length) : null;
}

/**
 * The inner HTML of the one element opened by `open` in `html`; null when the opening is not found exactly once
 * (then nothing is kept: the markup could not be told apart).
 */
function innerOf(html: string, open: string, tag: string): string | null {
  const at = html.indexOf(open);
  if (at < 0 || html.indexOf(open, at + 1) >= 0) return null;
  const start = at + open.length;
  // Text and attributes are escaped, so every `<tag` or `</tag` here is an element of the same name.
  const tags = new RegExp(`<(/?)${tag}[\\s>/]`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index);
  }
  return null;
}

/**
 * One server render's memo: what earlier pages kept, and what this render should keep once its HTML is written
 * (`keepFrom`, with the whole app's HTML: the element's content is taken from where it was rendered, so it is
 * byte for byte what the app writes there).
 */
export function markupMemo(page: MemoPage): MarkupMemo & { keepFrom(html: string): void } {
  const wanted: { key: string; tag: string; props: Readonly<Record<string, unknown>> }[] = [];
  return {
    keyOf: (name, data) => markupKeyOf(name, data, page),
    get: (key) => kept.get(key),
    keep: (key, tag, props) => void wanted.push({ key, tag, props }),
    keepFrom(html) {
      for (const { key, tag, props } of wanted) {
        const open = openingTag(tag, props);
        const inner = open === null ? null : innerOf(html, open, tag);
        if (inner === null) continue;
        if (kept.size >= MOST) kept.clear();
        kept.set(key, inner);
      }
    },
  };
}

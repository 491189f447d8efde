import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The server's memory of elements' inner markup (bff/ssr/markup-memo.ts); absent in the browser, where every
 * element renders as usual.
 */
export interface MarkupMemo {
  /** The key of a memoised element's content (bff/ssr/markup-keys.ts): what it depends on, the page's part included. */
  keyOf(name: MemoName, data: unknown): string;
  /** The inner HTML kept under `key` by an earlier page, if any. */
  get(key: string): string | undefined;
  /** Asks for the inner HTML this render writes for the element (`tag` with `props`) to be kept under `key`. */
  keep(key: string, tag: string, props: Readonly<Record<string, unknown>>): void;
}

export const MarkupMemoContext = createContext<MarkupMemo | null>(null);

/** The elements memoised, each with its key's function on the server (bff/ssr/markup-keys.ts). */
export type MemoName = 'main-menu';

/**
 * An element whose content depends on nothing but its key, worked out on the server from `name`, `data` and the
 * page (bff/ssr/markup-keys.ts, so none of it ships to the browser): the server writes the content an earlier page
 * rendered under the same key instead of rendering it again; the browser renders (and hydrates) it as usual, the
 * same markup. The key must hold everything the content reads, and the content must use no `useId` (its ids would
 * follow the page it was first rendered in).
 */
export function MemoElement({
  tag,
  props,
  name,
  data,
  children,
}: {
  tag: string;
  props: Readonly<Record<string, unknown>>;
  name: MemoName;
  data: unknown;
  children: ReactNode;
}) {
  const memo = useContext(MarkupMemoContext);
  if (!memo) return createElement(tag, props, children);
  const key = memo.keyOf(name, data);
  const html = memo.get(key);
  if (html !== undefined) return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html } });
  memo.keep(key, tag, props);
  return createElement(tag, props, children);
}

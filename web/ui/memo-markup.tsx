import { createContext, createElement, useContext, type ReactNode } from 'react';

/** What a server render knows of its page, for the keys of memoised markup. */
export interface MemoPage {
  /** The router's location pathname. */
  pathname: string;
  /** The SWR fallback the page renders with (the session's and the page's data). */
  data: Readonly<Record<string, unknown>>;
}

/**
 * The server's memory of elements' inner markup (bff/ssr/markup-memo.ts); absent in the browser, where every
 * element renders as usual.
 */
export interface MarkupMemo {
  page: MemoPage;
  /** The inner HTML kept under `key` by an earlier page, if any. */
  get(key: string): string | undefined;
  /** Asks for the inner HTML this render writes for the element (`tag` with `props`) to be kept under `key`. */
  keep(key: string, tag: string, props: Readonly<Record<string, unknown>>): void;
}

export const MarkupMemoContext = createContext<MarkupMemo | null>(null);

/**
 * An element whose content depends on nothing but `memoKey`: the server writes the content an earlier page
 * rendered under the same key instead of rendering it again; the browser renders (and hydrates) it as usual, the
 * same markup. The key is only worked out on the server; it must hold everything the content reads, and the
 * content must use no `useId` (its ids would follow the page it was first rendered in).
 */
export function MemoElement({
  tag,
  props,
  memoKey,
  children,
}: {
  tag: string;
  props: Readonly<Record<string, unknown>>;
  memoKey: (page: MemoPage) => string;
  children: ReactNode;
}) {
  const memo = useContext(MarkupMemoContext);
  if (!memo) return createElement(tag, props, children);
  const key = memoKey(memo.page);
  const html = memo.get(key);
  if (html !== undefined) return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html } });
  memo.keep(key, tag, props);
  return createElement(tag, props, children);
}

import { mutate } from 'swr';
import { pages, type PageName } from '../../shared/routes.ts';
import { matchPath } from '../router/index.ts';

/**
 * What an action changes, named once here with the pages and calls that show it. After an action succeeds its
 * changes are announced (`pageDataChanged`): what is on screen asks again at once and keeps showing until the new
 * reply comes; what is not on screen is marked stale, and the next page that reads it shows its loading state
 * until the new reply comes, never the old data (usePageData, `useHidesStale`).
 */
export type PageChange = 'cart' | 'addresses' | 'orders' | 'communications' | 'order-imports' | 'requests';

/** The pages whose data shows each change (their data key is the path they are at, with its query). */
const pagesShowing: Readonly<Record<PageChange, readonly PageName[]>> = {
  // The cart's lines and totals, and the checkout's summary of them.
  cart: ['cart', 'checkoutShipping', 'checkoutPayment'],
  addresses: ['checkoutShipping', 'accountArea'],
  orders: ['orders', 'order'],
  communications: ['communications'],
  'order-imports': ['orderImports', 'orderImport'],
  requests: ['myRequests', 'requests', 'netPriceList', 'priceListRequest'],
};

/** The other calls that show a change (the header's cart, the communications popup), named by their modules. */
const callsShowing: Partial<Record<PageChange, string[]>> = {};
export function alsoShownBy(change: PageChange, key: string): void {
  (callsShowing[change] ??= []).push(key);
}

/** Whether SWR key `key` shows one of `changes`. */
function showsChange(key: string, changes: readonly PageChange[]): boolean {
  const pathname = key.split('?')[0] ?? key;
  return changes.some(
    (change) => callsShowing[change]?.includes(key) || pagesShowing[change].some((name) => matchPath(pages[name].path, pathname) !== null),
  );
}

/** The keys marked stale, each with the mark's number: a reply asked for before a later mark does not clear it. */
const staleKeys = new Map<string, number>();
let marks = 0;

/** Whether `key`'s data is known to be older than the last action that changed it. */
export function isStale(key: string): boolean {
  return staleKeys.has(key);
}

/**
 * Wraps a fetcher so that a reply clears its key's stale mark, unless the key was marked again while it was asked
 * for (that reply may predate the change).
 */
export function clearingStale<T>(fetcher: (key: string) => Promise<T>): (key: string) => Promise<T> {
  return async (key) => {
    const markAtStart = staleKeys.get(key);
    const reply = await fetcher(key);
    if (staleKeys.get(key) === markAtStart) staleKeys.delete(key);
    return reply;
  };
}

/** The keys of the data the server rendered the first page with (SWR's `fallback`: not in SWR's cache). */
let serverDataKeys: readonly string[] = [];
export function rememberServerData(fallback: Readonly<Record<string, unknown>>): void {
  serverDataKeys = Object.keys(fallback);
}

/**
 * Announces what an action changed: every key of SWR's cache and of the server's first-page data that shows it is
 * marked stale at once (before this returns), and SWR asks again for those on screen (off screen there is no one to
 * ask: the next reader does). The promise settles when what is on screen has its new reply; a caller that goes on
 * at once (the page keeps what it shows until then) need not wait for it.
 */
export async function pageDataChanged(...changes: PageChange[]): Promise<void> {
  otherTabs?.postMessage(changes);
  await markChanged(changes);
}

/**
 * A change this tab shows by reloading the page (the active cart switched: SPEC §9 reloads a second later), told to
 * the other tabs only: repainting this page first would move it under the user just before the reload.
 */
export function changedBeforeReload(...changes: PageChange[]): void {
  otherTabs?.postMessage(changes);
}

async function markChanged(changes: readonly PageChange[]): Promise<void> {
  if (changes.length === 0) return;
  const mark = ++marks;
  const marked = (key: unknown): key is string => {
    if (typeof key !== 'string' || !showsChange(key, changes)) return false;
    staleKeys.set(key, mark);
    return true;
  };
  await Promise.all([mutate(marked), ...serverDataKeys.filter(marked).map((key) => mutate(key))]);
}

/** The shop's other tabs in this browser: a change made in one is a change in all (their caches are their own). */
let otherTabs: BroadcastChannel | undefined;

/** In the browser, at start: this tab hears the changes the shop's other tabs make. */
export function hearOtherTabs(): void {
  if (otherTabs || typeof BroadcastChannel !== 'function') return;
  otherTabs = new BroadcastChannel('parts-shop:page-changes');
  otherTabs.onmessage = (event: MessageEvent<unknown>) => {
    const changes = Array.isArray(event.data) ? event.data.filter((change): change is PageChange => change in pagesShowing) : [];
    void markChanged(changes);
  };
}

import { currentLanguage } from '../../shared/i18n/translate.ts';
import { CHANGED_PRICES_KEY } from '../../shared/changed-prices-key.ts';
import type { MenuItem } from '../../web/layout/menu-items.ts';
import type { MemoName } from '../../web/ui/memo-markup.tsx';

/** What a server render knows of its page, for the keys of memoised markup. */
export interface MemoPage {
  /** The router's location pathname. */
  pathname: string;
  /** The SWR fallback the page renders with (the session's and the page's data). */
  data: Readonly<Record<string, unknown>>;
}

/** react-router's NavLink `isActive` (not case sensitive) for an absolute `to`. */
function navLinkActive(pathname: string, to: string, end: boolean): boolean {
  const location = pathname.toLowerCase();
  const target = to.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(endSlash) === '/');
}

/** The menu entries as JSON, once per list (web/layout/use-menu-items.ts keeps each list). */
const entriesJson = new WeakMap<MenuItem[], string>();

/** The main menu's markup: its language, entries, badge and which entries the page marks (as NavLink does). */
function mainMenuKey(items: MenuItem[], page: MemoPage): string {
  const marked = items.flatMap((item) => [
    navLinkActive(page.pathname, item.path, item.children.length === 0 && item.path === '/'),
    ...item.children.map((child) => navLinkActive(page.pathname, child.path, false)),
  ]);
  let entries = entriesJson.get(items);
  if (entries === undefined) {
    entries = JSON.stringify(items);
    entriesJson.set(items, entries);
  }
  return `${JSON.stringify([currentLanguage(), page.data[CHANGED_PRICES_KEY] ?? null, marked])}${entries}`;
}

/** The key of a memoised element's content (web/ui/memo-markup.tsx), on the server only: none of this ships. */
export function markupKeyOf(name: MemoName, data: unknown, page: MemoPage): string {
  switch (name) {
    case 'main-menu':
      return `${name}:${mainMenuKey(data as MenuItem[], page)}`;
  }
}

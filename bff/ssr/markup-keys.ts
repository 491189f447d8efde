import { currentLanguage } from '../../shared/i18n/translate.ts';
import { CHANGED_PRICES_KEY } from '../../shared/changed-prices-key.ts';
import type { MenuItem } from '../../web/layout/menu-items.ts';
import type { MemoName } from '../../web/ui/memo-markup.tsx';
import { isActivePath } from '../../web/router/match-path.ts';

/** What a server render knows of its page, for the keys of memoised markup. */
export interface MemoPage {
  /** The router's location pathname. */
  pathname: string;
  /** The SWR fallback the page renders with (the session's and the page's data). */
  data: Readonly<Record<string, unknown>>;
}

/** The menu entries as JSON, once per list (web/layout/use-menu-items.ts keeps each list). */
const entriesJson = new WeakMap<MenuItem[], string>();

/** The main menu's markup: its language, entries, badge and which entries the page marks (as NavLink does). */
function mainMenuKey(items: MenuItem[], page: MemoPage): string {
  const marked = items.flatMap((item) => [
    isActivePath(page.pathname, item.path, item.children.length === 0 && item.path === '/'),
    ...item.children.map((child) => isActivePath(page.pathname, child.path, false)),
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

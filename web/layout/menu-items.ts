import type { TranslationKey } from '../../shared/i18n/it.ts';
import { t } from '../../shared/i18n/translate.ts';
import { pages } from '../../shared/routes.ts';

/**
 * What the menus read of a route entry; `parent` (optional) puts a page in another page's submenu,
 * `role` (optional) shows the entry only to users whose principal roles include it, `customerOnly` only to
 * logged-in users (who hold at least one role).
 */
export interface MenuRouteEntry {
  path: string;
  label: TranslationKey;
  /** Listed in the main menu (its place in it, 1 first), or not. */
  menu: boolean | number;
  parent?: string;
  role?: string;
  customerOnly?: true;
}

export interface MenuItem {
  name: string;
  path: string;
  label: string;
  children: MenuItem[];
}

/**
 * The main menu from the route table: the entries with a `menu` place (and, when they name a `role`, only for
 * users holding it), in table order, each page with `parent` under its parent's submenu (shown on hover
 * above 1024 px, as a section of the side menu below). To gather pages under one entry, each names it as its
 * `parent` in its route.ts (one line); entries that are not pages of their own join a submenu by `withChildren`.
 */
export function menuItems(table: Record<string, MenuRouteEntry> = pages, roles: readonly string[] = []): MenuItem[] {
  const entries = Object.entries(table).filter(
    ([, entry]) => entry.menu && (entry.role === undefined || roles.includes(entry.role)) && !(entry.customerOnly && roles.length === 0),
  );
  const shown = new Set(entries.map(([name]) => name));
  const itemOf = ([name, entry]: [string, MenuRouteEntry]): MenuItem => ({
    name,
    path: entry.path,
    label: t(entry.label),
    children: entries.filter(([, child]) => child.parent === name).map(itemOf),
  });
  return entries.filter(([, entry]) => !entry.parent || !shown.has(entry.parent)).map(itemOf);
}

/** The menu with more entries under some of its entries, by name (the ten configurators under "Configuratori"). */
export function withChildren(items: MenuItem[], extra: Readonly<Record<string, MenuItem[]>>): MenuItem[] {
  return items.map((item) => (extra[item.name] ? { ...item, children: [...item.children, ...(extra[item.name] ?? [])] } : item));
}

import { useMemo } from 'react';
import { usePrincipal } from '../api/principal.ts';
import { currentLanguage } from '../../shared/i18n/translate.ts';
import { pages } from '../../shared/routes.ts';
import { withConfigurators } from './configurator-menu.ts';
import { menuItems, type MenuItem } from './menu-items.ts';

/**
 * The menus by language, configured batteries' path and roles, all they are made from: made once, not on every
 * render of both menus (the server renders them on every page). A handful of role sets; at most 100 kept.
 */
const made = new Map<string, MenuItem[]>();

function menuFor(roles: readonly string[] | undefined, ownBrandBatteries: string): MenuItem[] {
  const key = JSON.stringify([currentLanguage(), ownBrandBatteries, roles ?? []]);
  let items = made.get(key);
  if (!items) {
    if (made.size >= 100) made.clear();
    items = withConfigurators(menuItems(pages, roles), ownBrandBatteries);
    made.set(key, items);
  }
  return items;
}

/**
 * The menu for the user now, read by the menus themselves: they are deferred (web/layout/deferred-parts.ts), and a
 * deferred part must get no props that change before it hydrates. Entries with a role show only to its holders.
 */
export function useMenuItems(ownBrandBatteries: string): MenuItem[] {
  const roles = usePrincipal().principal?.roles;
  return useMemo(() => menuFor(roles, ownBrandBatteries), [roles, ownBrandBatteries]);
}

import { useMemo } from 'react';
import { usePrincipal } from '../api/principal.ts';
import { pages } from '../../shared/routes.ts';
import { withConfigurators } from './configurator-menu.ts';
import { menuItems, type MenuItem } from './menu-items.ts';

/**
 * The menu for the user now, read by the menus themselves: they are deferred (web/layout/deferred-parts.ts), and a
 * deferred part must get no props that change before it hydrates. Entries with a role show only to its holders.
 */
export function useMenuItems(ownBrandBatteries: string): MenuItem[] {
  const roles = usePrincipal().principal?.roles;
  return useMemo(() => withConfigurators(menuItems(pages, roles), ownBrandBatteries), [roles, ownBrandBatteries]);
}

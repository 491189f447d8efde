import { configuratorName } from '../../shared/i18n/configurator-names.ts';
import type { ConfiguratorKey } from '../../shared/configurators.ts';
import { configuratorSlugs } from '../../shared/configurator-slugs.ts';
import { pagePath } from '../../shared/routes.ts';
import { withChildren, type MenuItem } from './menu-items.ts';

/** The "Configuratori" submenu (SPEC §2): the ten configurators, the own-brand batteries at their configured path. */
export function configuratorMenu(ownBrandBatteries: string): MenuItem[] {
  return Object.entries(configuratorSlugs).map(([key, slug]) => ({
    name: `configurator-${key}`,
    // configuratorUrl's path (shared/urls/configurator-urls.ts), written here: that module is too big for the first bundle.
    path: pagePath('configurator').replace(':name', encodeURIComponent(slug ?? ownBrandBatteries)),
    label: configuratorName(key as ConfiguratorKey),
    children: [],
  }));
}

/** The menu's entries with the configurators under theirs (the menus' own chunks call it, not the first bundle). */
export function withConfigurators(items: MenuItem[], ownBrandBatteries: string): MenuItem[] {
  return withChildren(items, { configurators: configuratorMenu(ownBrandBatteries) });
}

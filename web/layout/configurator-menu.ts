import type { TranslationKey } from '../../shared/i18n/it.ts';
import { t } from '../../shared/i18n/translate.ts';
import { configuratorSlugs } from '../../shared/configurator-slugs.ts';
import { configuratorUrl } from '../../shared/urls/configurator-urls.ts';
import type { MenuItem } from './menu-items.ts';

/** The "Configuratori" submenu (SPEC §2): the ten configurators, the own-brand batteries at their configured path. */
export function configuratorMenu(ownBrandBatteries: string): MenuItem[] {
  return Object.entries(configuratorSlugs).map(([key, slug]) => ({
    name: `configurator-${key}`,
    path: configuratorUrl(slug ?? ownBrandBatteries),
    label: t(`JS_CFG_NAME_${key.toUpperCase()}` as TranslationKey),
    children: [],
  }));
}

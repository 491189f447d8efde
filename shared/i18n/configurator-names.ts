import type { ConfiguratorKey } from '../configurators.ts';
import { translator } from './translate.ts';

/**
 * The ten configurators' names: the menu's "Configuratori" submenu (web/layout/configurator-menu.ts) and the
 * configurator pages. A table of their own, so the menu's chunk does not bring the configurator pages' texts.
 */
export const configuratorNamesIt = {
  JS_CFG_NAME_CARMATS: 'Tappeti per auto',
  JS_CFG_NAME_CARCOVERS: 'Teli copri auto',
  JS_CFG_NAME_ROOFBOXES: 'Bauli per auto',
  JS_CFG_NAME_OILS: 'Oli lubrificanti',
  JS_CFG_NAME_OWNBRANDBATTERIES: 'Batterie a marchio',
  JS_CFG_NAME_BATTERIES: 'Batterie',
  JS_CFG_NAME_TYRES: 'Pneumatici',
  JS_CFG_NAME_ROOFBARS: 'Barre portatutto',
  JS_CFG_NAME_SNOWCHAINS: 'Catene da neve',
  JS_CFG_NAME_TRUNKLINERS: 'Vasche baule',
} as const;

type NameKey = keyof typeof configuratorNamesIt;

/** English texts, checked against the Italian keys (type and shared/i18n/tables.test.ts). */
export const configuratorNamesEn: Record<NameKey, string> = {
  JS_CFG_NAME_CARMATS: 'Car mats',
  JS_CFG_NAME_CARCOVERS: 'Car covers',
  JS_CFG_NAME_ROOFBOXES: 'Roof boxes',
  JS_CFG_NAME_OILS: 'Lubricating oils',
  JS_CFG_NAME_OWNBRANDBATTERIES: 'Own-brand batteries',
  JS_CFG_NAME_BATTERIES: 'Batteries',
  JS_CFG_NAME_TYRES: 'Tyres',
  JS_CFG_NAME_ROOFBARS: 'Roof bars',
  JS_CFG_NAME_SNOWCHAINS: 'Snow chains',
  JS_CFG_NAME_TRUNKLINERS: 'Trunk liners',
};

const t = translator<NameKey>(configuratorNamesIt, { en: configuratorNamesEn });

/** A configurator's name as the menus and pages show it. */
export function configuratorName(key: ConfiguratorKey): string {
  return t(`JS_CFG_NAME_${key.toUpperCase()}` as NameKey);
}

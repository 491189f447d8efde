import type { ConfiguratorKey } from './configurators.ts';

/**
 * The ten configurators' path segments under /configuratore/ (SPEC §2), in the shop's order: the menu's
 * "Configuratori" submenu reads this small table (it is in the first bundle), shared/configurators.ts the rest.
 * null: the own-brand batteries, whose segment is the `ownBrandBatteries` path setting.
 */
export const configuratorSlugs: Readonly<Record<ConfiguratorKey, string | null>> = {
  carMats: 'tappeti-per-auto',
  carCovers: 'teli-copri-auto',
  roofBoxes: 'bauli-per-auto',
  oils: 'oli-lubrificanti',
  ownBrandBatteries: null,
  batteries: 'batterie',
  tyres: 'pneumatici',
  roofBars: 'portaggio-e-carico',
  snowChains: 'catene-da-neve',
  trunkLiners: 'vasche-baule',
};

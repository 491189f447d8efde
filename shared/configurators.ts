// The ten configurators as one table (SPEC §2, §4, §5, §7): their paths, the levels of each cascade with the
// list call that fills each level, the results' parameters and which of them are required. The BFF builds its
// routes and validation from it, the SPA its forms: a level added here is served and shown alike.

import { configuratorSlugs } from './configurator-slugs.ts';

/** The group of the configurators port (adapters/ports/configurators.ts) that answers a configurator. */
export type ConfiguratorKey =
  'carMats' | 'carCovers' | 'roofBoxes' | 'oils' | 'ownBrandBatteries' | 'batteries' | 'tyres' | 'roofBars' | 'snowChains' | 'trunkLiners';

/**
 * One select of a configurator form: the results' parameter it sets, the list call (`get-…` under the
 * configurator's path) that fills it, the port operation behind that call, and the list call's parameters
 * (the levels above it, by the names the list call uses).
 */
export interface ConfiguratorLevel {
  /** The results' parameter (SPEC §2), e.g. 'brandCar'. */
  param: string;
  /** The list call's last path segment (SPEC §7), e.g. 'get-models'. */
  list: string;
  /** The operation of the port's group, e.g. 'models'. */
  op: string;
  /** The list call's parameters, as [name in the list call, results' parameter it takes its value from]. */
  listParams: ReadonlyArray<readonly [string, string]>;
  /** A year or other whole number: the list answers numbers as text, the port takes a number. */
  numeric?: true;
}

export interface ConfiguratorDefinition {
  key: ConfiguratorKey;
  /**
   * The path segment under /configuratore/ (SPEC §2), or null for the own-brand batteries, whose segment is the
   * `ownBrandBatteries` path setting (shared/path-settings.ts).
   */
  slug: string | null;
  /**
   * How the levels relate (SPEC §4): 'cascade' (each level filtered by those above, a change clears those below),
   * 'refilter' (every field narrows the others: oils, roof boxes), 'form' (batteries and tyres: a form POSTed to
   * the results path).
   */
  kind: 'cascade' | 'refilter' | 'form';
  levels: readonly ConfiguratorLevel[];
  /** The parameters that must be given for a search (SPEC §5); the button stays disabled until they are. */
  required: readonly string[];
  /** Results come from a POSTed form (batteries, tyres) rather than a bookmarkable GET. */
  postResults?: true;
  /** Lists SPEC marks cached (the first level of roof bars, snow chains, trunk liners). All lists are cacheable. */
  cachedFirstList?: true;
  /**
   * The option value of the last level is SPEC §3's delimited string of every level's value: roof bars `|`, snow
   * chains `-`, trunk liners `##`.
   */
  delimiter?: '|' | '-' | '##';
}

const level = (
  param: string,
  list: string,
  op: string,
  listParams: Array<readonly [string, string]> = [],
  numeric?: true,
): ConfiguratorLevel => (numeric ? { param, list, op, listParams, numeric } : { param, list, op, listParams });

export const configurators: readonly ConfiguratorDefinition[] = [
  {
    key: 'carMats',
    slug: configuratorSlugs.carMats,
    kind: 'cascade',
    levels: [
      level('brandCar', 'get-all-brands', 'brands'),
      level('modelCar', 'get-models', 'models', [['brand', 'brandCar']]),
      level(
        'yearCar',
        'get-years',
        'years',
        [
          ['brand', 'brandCar'],
          ['model', 'modelCar'],
        ],
        true,
      ),
      level('typeMat', 'get-types', 'types', [
        ['brand', 'brandCar'],
        ['model', 'modelCar'],
        ['year', 'yearCar'],
      ]),
    ],
    required: ['brandCar', 'modelCar'],
  },
  {
    key: 'carCovers',
    slug: configuratorSlugs.carCovers,
    kind: 'cascade',
    levels: [level('brand', 'get-brands', 'brands'), level('model', 'get-models', 'models', [['brand', 'brand']])],
    required: ['brand'],
  },
  {
    key: 'roofBoxes',
    slug: configuratorSlugs.roofBoxes,
    kind: 'refilter',
    levels: [
      level('capacity', 'get-capacities', 'capacities'),
      level('color', 'get-colors', 'colors'),
      level('doubleOpening', 'get-double-openings', 'doubleOpenings'),
      level('fixingType', 'get-fixing-types', 'fixingTypes'),
    ],
    required: [],
  },
  {
    key: 'oils',
    slug: configuratorSlugs.oils,
    kind: 'refilter',
    levels: [
      level('type', 'get-all-types', 'types'),
      level('gradation', 'get-gradations', 'gradations'),
      level('format', 'get-formats', 'formats'),
      level('brand', 'get-brands', 'brands'),
      level('specs', 'get-specs', 'specs'),
      level('oemBrand', 'get-oem-brands', 'oemBrands'),
      level('oemCertify', 'get-oem-certifies', 'oemCertifies'),
    ],
    required: ['type'],
  },
  {
    key: 'ownBrandBatteries',
    slug: configuratorSlugs.ownBrandBatteries,
    kind: 'cascade',
    levels: [
      level('brand', 'get-brand', 'brands'),
      level('modello', 'get-modello', 'models', [['brand', 'brand']]),
      level('alimentazione', 'get-alimentazione', 'fuels', [
        ['brand', 'brand'],
        ['modello', 'modello'],
      ]),
      level('versione', 'get-versione', 'versions', [
        ['brand', 'brand'],
        ['modello', 'modello'],
        ['alimentazione', 'alimentazione'],
      ]),
      level('motorizzazione', 'get-motorizzazione', 'engines', [
        ['brand', 'brand'],
        ['modello', 'modello'],
        ['alimentazione', 'alimentazione'],
        ['versione', 'versione'],
      ]),
    ],
    required: ['brand', 'modello'],
  },
  {
    key: 'batteries',
    slug: configuratorSlugs.batteries,
    kind: 'form',
    levels: [level('typology', 'get-all-typologies', 'typologies')],
    required: [],
    postResults: true,
  },
  {
    key: 'tyres',
    slug: configuratorSlugs.tyres,
    kind: 'form',
    levels: [],
    required: ['larghezza', 'spalla', 'diametro'],
    postResults: true,
  },
  {
    key: 'roofBars',
    slug: configuratorSlugs.roofBars,
    kind: 'cascade',
    levels: [
      level('manufacterCar', 'get-all-manufacters', 'manufacters'),
      level('brandCar', 'get-brands', 'brands', [['manufacter', 'manufacterCar']]),
      level('modelCar', 'get-models', 'models', [
        ['manufacter', 'manufacterCar'],
        ['brand', 'brandCar'],
      ]),
      level(
        'yearCar',
        'get-years',
        'years',
        [
          ['manufacter', 'manufacterCar'],
          ['brand', 'brandCar'],
          ['model', 'modelCar'],
        ],
        true,
      ),
      level('typeBar', 'get-types', 'types', [
        ['manufacter', 'manufacterCar'],
        ['brand', 'brandCar'],
        ['model', 'modelCar'],
        ['year', 'yearCar'],
      ]),
    ],
    required: ['manufacterCar', 'brandCar', 'modelCar', 'yearCar'],
    cachedFirstList: true,
    delimiter: '|',
  },
  {
    key: 'snowChains',
    slug: configuratorSlugs.snowChains,
    kind: 'cascade',
    levels: [
      level('width', 'get-all-widths', 'widths'),
      level('ratio', 'get-ratios', 'ratios', [['width', 'width']]),
      level('diameter', 'get-diameters', 'diameters', [
        ['width', 'width'],
        ['ratio', 'ratio'],
      ]),
      level('typology', 'get-typology', 'typologies', [
        ['width', 'width'],
        ['ratio', 'ratio'],
        ['diameter', 'diameter'],
      ]),
    ],
    required: ['width'],
    cachedFirstList: true,
    delimiter: '-',
  },
  {
    key: 'trunkLiners',
    slug: configuratorSlugs.trunkLiners,
    kind: 'cascade',
    levels: [
      level('carBrand', 'get-car-brands', 'brands'),
      level('carModel', 'get-car-models', 'models', [['carBrand', 'carBrand']]),
      level(
        'carYear',
        'get-car-years',
        'years',
        [
          ['carBrand', 'carBrand'],
          ['carModel', 'carModel'],
        ],
        true,
      ),
    ],
    required: ['carBrand'],
    cachedFirstList: true,
    delimiter: '##',
  },
];

/** The path segment of a configurator under /configuratore/, given the installation's own-brand batteries path. */
export function configuratorSlug(definition: ConfiguratorDefinition, ownBrandBatteries: string): string {
  return definition.slug ?? ownBrandBatteries;
}

/** The configurator a path segment names, or undefined. */
export function configuratorBySlug(slug: string, ownBrandBatteries: string): ConfiguratorDefinition | undefined {
  return configurators.find((definition) => configuratorSlug(definition, ownBrandBatteries) === slug);
}

/** The parameters missing for a search (SPEC §5), in the form's order; empty when the search may run. */
export function missingParams(definition: ConfiguratorDefinition, values: Readonly<Record<string, string | undefined>>): string[] {
  return definition.required.filter((param) => !values[param]?.trim());
}

/**
 * What every version of the demo car park has parts for (issue 30): the groups a workshop expects of its kind of car,
 * front and rear where a car has both. `scope` says which vehicles share one part: an engine's parts (`engine`) are
 * the same on every model of the maker's platform that has the engine (one Fiat 1.3 Multijet's oil filter is the
 * other's), a model's (`model`) on its versions.
 */
export interface Need {
  /** The part item's name in the parts tree (parts-tree.ts). */
  item: string;
  axle?: 'anteriore' | 'posteriore';
  scope: 'engine' | 'model';
  /** Fuel codes (SPEC §3) the need applies to; empty for every car. */
  fuels: string;
  /** Only manual gearboxes (a version without "Aut."). */
  manual?: boolean;
}

const ICE = 'BDGMN';

export const NEEDS: readonly Need[] = [
  { item: 'Kit pastiglie freno', axle: 'anteriore', scope: 'model', fuels: '' },
  { item: 'Kit pastiglie freno', axle: 'posteriore', scope: 'model', fuels: '' },
  { item: 'Disco freno', axle: 'anteriore', scope: 'model', fuels: '' },
  { item: 'Disco freno', axle: 'posteriore', scope: 'model', fuels: '' },
  { item: 'Filtro olio', scope: 'engine', fuels: ICE },
  { item: 'Filtro aria', scope: 'engine', fuels: ICE },
  { item: 'Filtro carburante', scope: 'engine', fuels: ICE },
  { item: 'Filtro abitacolo', scope: 'model', fuels: '' },
  { item: 'Ammortizzatore', axle: 'anteriore', scope: 'model', fuels: '' },
  { item: 'Ammortizzatore', axle: 'posteriore', scope: 'model', fuels: '' },
  { item: 'Testina scatola sterzo', scope: 'model', fuels: '' },
  { item: 'Kit distribuzione', scope: 'engine', fuels: ICE },
  { item: 'Candela di accensione', scope: 'engine', fuels: 'BGM' },
  { item: 'Candeletta', scope: 'engine', fuels: 'DN' },
  { item: 'Pompa acqua', scope: 'engine', fuels: ICE },
  { item: 'Termostato', scope: 'engine', fuels: ICE },
  { item: 'Radiatore motore', scope: 'model', fuels: '' },
  { item: 'Kit frizione', scope: 'engine', fuels: 'BDG', manual: true },
  { item: 'Lampadina H7', scope: 'model', fuels: '' },
  { item: 'Spazzola tergicristallo', scope: 'model', fuels: '' },
  { item: 'Batteria avviamento', scope: 'engine', fuels: '' },
];

export interface NeedVehicle {
  version: string;
  fuel: string;
}

export const needsOf = (vehicle: NeedVehicle): Need[] =>
  NEEDS.filter((need) => (need.fuels === '' || need.fuels.includes(vehicle.fuel)) && !(need.manual && vehicle.version.includes(' Aut.')));

/** "asse anteriore" in a description: the axle a part of a need is for. */
export const axleWords = (axle: Need['axle']) => (axle ? `asse ${axle}` : '');

/** A qualifier of `keyCriteria`: the axle or a measure. */
export const isKeyQualifier = (qualifier: string) => qualifier.startsWith('asse ') || /\d/.test(qualifier);

/**
 * A product's key criteria (issue 30): what an equivalent of another brand must match, read from the description's
 * qualifiers: the axle and every measure ("spessore 18 mm", "Ø 280 mm", "filetto M20x1,5"). Qualifiers without a
 * number (wear contact, vented) may differ between brands.
 */
export function keyCriteria(description: string): string {
  return description.split(', ').slice(1).filter(isKeyQualifier).join(', ');
}

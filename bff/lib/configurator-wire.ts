import type { Tyre } from '../../adapters/ports/configurators.ts';
import type { ConfiguratorKey } from '../../shared/configurators.ts';
import type { TyreDetails } from '../../shared/contract/configurators.ts';

// The configurators port speaks English where SPEC §2/§7 name a parameter in Italian (or as a vehicle-catalogue
// id); SPEC's names stay on the URLs, the forms and the replies. Translated here, once.

/** Per configurator, SPEC's parameter → the port's input field, for those that differ. */
const PORT_NAMES: Partial<Record<ConfiguratorKey, Readonly<Record<string, string>>>> = {
  ownBrandBatteries: { modello: 'model', alimentazione: 'fuel', versione: 'version', motorizzazione: 'engine' },
  batteries: { idVeicolo: 'vehicleId' },
  tyres: { larghezza: 'width', spalla: 'aspectRatio', diametro: 'rimDiameter', indiceCarico: 'loadIndex', codiceVelocita: 'speedIndex' },
};

const renamed = (values: Readonly<Record<string, unknown>>, name: (key: string) => string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [name(key), value]));

/** SPEC's name of a port input field of the configurator (the same name when SPEC's is already the port's). */
export function wireParam(key: ConfiguratorKey, field: string): string {
  const names = PORT_NAMES[key] ?? {};
  return Object.keys(names).find((param) => names[param] === field) ?? field;
}

/** A list's or a search's parameters, named as SPEC names them, as the port's input. */
export function portParams(key: ConfiguratorKey, params: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return renamed(params, (param) => PORT_NAMES[key]?.[param] ?? param);
}

/** A port input, named as SPEC names the parameters (a results page's bookmarkable values). */
export function wireParams(key: ConfiguratorKey, input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return renamed(input, (field) => wireParam(key, field));
}

const SEASONS = { summer: 'estiva', winter: 'invernale', 'all-season': 'quattro-stagioni' } as const;

/** A tyre's size and label as its result row shows them (SPEC's season words, `ratio`, `diameter`, `speedCode`). */
export function tyreView({ aspectRatio, rimDiameter, speedIndex, season, ...label }: Tyre): TyreDetails {
  return { ...label, ratio: aspectRatio, diameter: rimDiameter, speedCode: speedIndex, season: SEASONS[season] };
}

/**
 * The path settings SPEC §7 leaves to the installation: the prefix of the parts-catalogue provider's endpoints
 * ({vehicle_ws}), its lookup pages under /assistenza ({lookup_ws}), the provider's name in
 * /search-ws-{provider}, and the own-brand batteries configurator's path. The BFF reads them from its
 * configuration and hands them to the SPA in the boot data, so both build the same URLs.
 */
export interface PathSettings {
  /** e.g. '/ricambi-ws': GET {vehicle_ws}/carpark/get-models */
  vehicleWs: string;
  /** e.g. 'catalogo': GET /assistenza/{lookup_ws}/list-results */
  lookupWs: string;
  /** e.g. 'catalogo': GET /search-ws-{provider} */
  provider: string;
  /** e.g. 'batterie-marchio': /configuratore/{own-brand-batteries}/ricerca-avanzata */
  ownBrandBatteries: string;
}

export const defaultPathSettings: PathSettings = {
  vehicleWs: '/ricambi-ws',
  lookupWs: 'catalogo',
  provider: 'catalogo',
  ownBrandBatteries: 'batterie-marchio',
};

/** A path with every {setting} it names replaced by the installation's value, e.g. '{vehicleWs}/carpark/get-models'. */
export function resolvePath(template: string, settings: PathSettings): string {
  return template.replace(/\{(vehicleWs|lookupWs|provider|ownBrandBatteries)\}/g, (_whole, name: keyof PathSettings) => settings[name]);
}

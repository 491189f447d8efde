import type { VehicleVersion } from './contract/vehicles.ts';
/**
 * The chosen vehicle (SPEC §3 cookies, §4 vehicle search, §9: 2 days): written by the SPA when a version or a plate's
 * vehicle is chosen, read by the server so the first HTML already shows it (the /search-car page, the header's chip,
 * /cerca's "fits my vehicle" filter, the vehicle data of a cart line). Read leniently: a missing or malformed value
 * means no vehicle, never an error.
 */

/** SPEC §3's vehicle cookies; model_id holds the model's select value `idModello|modelloAnno`. */
export const VEHICLE_COOKIES = [
  'idMarca',
  'idModello',
  'model_id',
  'idVeicolo',
  'dsmarca',
  'dsmodello',
  'dsversione',
  'telaio',
  'plate_num',
  'idVoce',
] as const;
export type VehicleCookie = (typeof VEHICLE_COOKIES)[number];
/** SPEC §9: the vehicle choice lives 2 days. */
export const VEHICLE_COOKIE_DAYS = 2;

export interface ChosenVehicle {
  idMarca: number;
  idModello: number;
  idVeicolo: number;
  /** The model's first year when known (model_id), for the model's select. */
  modelloAnno: number | null;
  marca: string;
  modello: string;
  versione: string;
  /** The plate it was found by (plate_num), and its chassis number (telaio). */
  targa: string | null;
  telaio: string | null;
}

const idOf = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
const textOf = (value: string | undefined, max = 200): string | null => (value ? value.trim().slice(0, max) || null : null);

/** The select value of a model: `idModello|modelloAnno`. */
export function modelValue(idModello: number, modelloAnno: number): string {
  return `${idModello}|${modelloAnno}`;
}

/** A model's select value read back; null when it is not one. */
export function parseModelValue(value: string | null | undefined): { idModello: number; modelloAnno: number } | null {
  const match = /^([1-9]\d{0,9})\|(\d{4})$/.exec(value ?? '');
  return match ? { idModello: Number(match[1]), modelloAnno: Number(match[2]) } : null;
}

/** The vehicle in a request's (or the document's) cookies; null without valid ids. */
export function readChosenVehicle(cookies: Record<string, string | undefined>): ChosenVehicle | null {
  const idMarca = idOf(cookies.idMarca);
  const idModello = idOf(cookies.idModello);
  const idVeicolo = idOf(cookies.idVeicolo);
  if (idMarca === null || idModello === null || idVeicolo === null) return null;
  const model = parseModelValue(cookies.model_id);
  return {
    idMarca,
    idModello,
    idVeicolo,
    modelloAnno: model?.idModello === idModello ? model.modelloAnno : null,
    marca: textOf(cookies.dsmarca) ?? '',
    modello: textOf(cookies.dsmodello) ?? '',
    versione: textOf(cookies.dsversione) ?? '',
    targa: textOf(cookies.plate_num, 15),
    telaio: textOf(cookies.telaio, 40),
  };
}

/** The vehicle as the header's chip and a cart line name it: "Fiat Punto 1.2 8V". */
export function vehicleLabel(vehicle: Pick<ChosenVehicle, 'marca' | 'modello' | 'versione'>): string {
  return [vehicle.marca, vehicle.modello, vehicle.versione].filter(Boolean).join(' ');
}

/** The name of the vehicle in the cookies, for the header's chip; null when none is chosen. */
export function chosenVehicleName(cookies: Record<string, string | undefined>): string | null {
  const vehicle = readChosenVehicle(cookies);
  return vehicle ? vehicleLabel(vehicle) || null : null;
}

/** What the cart's order data (SPEC §3 cart: vin, plate, modello) is offered from the chosen vehicle. */
export interface CartVehicleOffer {
  modello: string;
  plate: string;
  vin: string;
  /** The version's details, when the server could read them (shared/vehicle-version-text.ts words them). */
  version?: VehicleVersion | null;
}

/** The cart header's offer of the chosen vehicle, cut to the cart's field limits; null when none is chosen. */
export function cartVehicleOffer(
  cookies: Record<string, string | undefined>,
  limits: { modello: number; plate: number; vin: number },
): CartVehicleOffer | null {
  const vehicle = readChosenVehicle(cookies);
  if (!vehicle) return null;
  const vin = (vehicle.telaio ?? '').toUpperCase();
  return {
    modello: vehicleLabel(vehicle).slice(0, limits.modello),
    plate: (vehicle.targa ?? '').toUpperCase().slice(0, limits.plate),
    // Only a chassis number the VIN field accepts (17 characters at most, no I, O or Q) is offered.
    vin: /^[A-HJ-NPR-Z0-9]+$/.test(vin) && vin.length <= limits.vin ? vin : '',
  };
}

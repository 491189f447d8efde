import { VEHICLE_COOKIE_DAYS, VEHICLE_COOKIES, type ChosenVehicle, type VehicleCookie } from '../../shared/vehicle-cookies.ts';

const MAX_AGE = VEHICLE_COOKIE_DAYS * 24 * 60 * 60;

/** Deletes every vehicle cookie (the header's chip and the page's clear button). */
export function clearVehicle(): void {
  for (const name of VEHICLE_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** SPEC §4: the chosen vehicle in its cookies for 2 days (the server reads them); a previous choice is replaced whole. */
export function storeVehicle(vehicle: ChosenVehicle): void {
  clearVehicle();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const values: Partial<Record<VehicleCookie, string | number | null>> = {
    idMarca: vehicle.idMarca,
    idModello: vehicle.idModello,
    model_id: vehicle.modelloAnno === null ? null : `${vehicle.idModello}|${vehicle.modelloAnno}`,
    idVeicolo: vehicle.idVeicolo,
    dsmarca: vehicle.marca,
    dsmodello: vehicle.modello,
    dsversione: vehicle.versione,
    telaio: vehicle.telaio,
    plate_num: vehicle.targa,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    document.cookie = `${name}=${encodeURIComponent(String(value))}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${secure}`;
  }
}

/** The part item last opened (SPEC §3 cookie idVoce), with the vehicle's lifetime. */
export function storePartItem(idVoce: number): void {
  document.cookie = `idVoce=${idVoce}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax`;
}

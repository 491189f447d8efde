/**
 * The demo distributor's logistics. It is based in Treviso: the TV warehouse is the main one, and its vans serve
 * its own area (SPEC §5's provinces TV, VE, VI, PD, RO) on three daily runs. Every other province is served by
 * courier from the warehouse of its part of Italy; goods held elsewhere first travel to that warehouse on the
 * nightly shuttle. Times are Europe/Rome, on working days (Monday to Friday, Italian public holidays excepted).
 */

/** The distributor's main warehouse: a visitor's stock, addresses abroad. */
export const MAIN_WAREHOUSE = 'TV';

/** The provinces the TV vans serve (SPEC §5's special provinces). */
export const VAN_AREA: ReadonlySet<string> = new Set(['TV', 'VE', 'VI', 'PD', 'RO']);

/** Which warehouse serves each region by courier. */
export const WAREHOUSE_OF_REGION: Readonly<Record<string, string>> = {
  Veneto: 'TV',
  'Friuli-Venezia Giulia': 'TV',
  'Trentino-Alto Adige': 'TV',
  Piemonte: 'MI',
  'Valle d’Aosta': 'MI',
  Lombardia: 'MI',
  Liguria: 'MI',
  'Emilia-Romagna': 'MI',
  Toscana: 'RM',
  Umbria: 'RM',
  Marche: 'RM',
  Lazio: 'RM',
  Abruzzo: 'RM',
  Sardegna: 'RM',
  Molise: 'NA',
  Campania: 'NA',
  Puglia: 'NA',
  Basilicata: 'NA',
  Calabria: 'NA',
  Sicilia: 'NA',
};

export interface WarehouseServiceData {
  code: string;
  courierCutoff: string;
  courierDeliversBy: string;
  islandExtraDays: number;
  abroadExtraDays: number;
  expressCutoff: string;
  expressDeliversBy: string;
  expressVan: { from: string; until: string; minutes: number } | null;
}

/** Courier, express courier and (at TV) express van: the urgent service of an urgent line. */
export const WAREHOUSE_SERVICES: readonly WarehouseServiceData[] = [
  {
    code: 'TV',
    courierCutoff: '17:00',
    courierDeliversBy: '18:00',
    islandExtraDays: 1,
    abroadExtraDays: 2,
    expressCutoff: '16:00',
    expressDeliversBy: '10:00',
    expressVan: { from: '08:00', until: '16:00', minutes: 120 },
  },
  {
    code: 'MI',
    courierCutoff: '17:30',
    courierDeliversBy: '18:00',
    islandExtraDays: 1,
    abroadExtraDays: 2,
    expressCutoff: '16:30',
    expressDeliversBy: '10:00',
    expressVan: null,
  },
  {
    code: 'RM',
    courierCutoff: '17:00',
    courierDeliversBy: '18:00',
    islandExtraDays: 1,
    abroadExtraDays: 2,
    expressCutoff: '16:00',
    expressDeliversBy: '10:00',
    expressVan: null,
  },
  {
    code: 'NA',
    courierCutoff: '16:30',
    courierDeliversBy: '18:00',
    islandExtraDays: 1,
    abroadExtraDays: 2,
    expressCutoff: '15:30',
    expressDeliversBy: '12:00',
    expressVan: null,
  },
];

/** The TV vans' daily runs: leaving at `departs`, for orders ready before `cutoff`, delivered within `minutes`. */
export const VAN_RUNS: ReadonlyArray<{ departs: string; cutoff: string; minutes: number }> = [
  { departs: '08:30', cutoff: '08:00', minutes: 150 },
  { departs: '11:00', cutoff: '10:30', minutes: 150 },
  { departs: '15:30', cutoff: '15:00', minutes: 150 },
];

/** The nightly shuttle: every pair of warehouses, leaving after the cut-off, on the shelves by `arrives`. */
export const SHUTTLE = { cutoff: '18:30', arrives: '07:00' } as const;
/** Nights on the road between two warehouses (either way); one otherwise. */
export const SHUTTLE_NIGHTS: Readonly<Record<string, number>> = { 'NA-TV': 2, 'MI-NA': 2 };

/** Suppliers: ordered before the cut-off, received at the ordering warehouse on the lead time's morning. */
export const SUPPLIER = { orderCutoff: '12:00', arrives: '09:00', minDays: 2, maxDays: 8 } as const;

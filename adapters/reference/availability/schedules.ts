import type { Database } from '../../../shared/sqlite.ts';
import { formatTime, parseTime } from './calendar.ts';

/** Times of day below are minutes after midnight, Rome's wall clock, on working days. */
export interface Warehouse {
  code: string;
  name: string;
}
export interface VanRun {
  /** As written on the schedule ('15:30'): the run's name in a promise. */
  label: string;
  departs: number;
  cutoff: number;
  minutes: number;
}
export interface WarehouseService {
  courierCutoff: number;
  courierDeliversBy: number;
  islandExtraDays: number;
  abroadExtraDays: number;
  expressCutoff: number;
  expressDeliversBy: number;
  /** Urgent van trips in the warehouse's van area, departing between `from` and `until`. */
  expressVan: { from: number; until: number; minutes: number } | null;
}
export interface Zone {
  warehouse: string;
  method: 'van' | 'courier';
  island: boolean;
}
export interface Shuttle {
  cutoff: number;
  arrives: number;
  nights: number;
}
export interface SupplierTerms {
  workingDays: number;
  orderCutoff: number;
  arrives: number;
}

/** The distributor's logistics, read once (reference tables of migration 3) and kept in memory. */
export interface DeliverySchedules {
  /** A visitor's stock, and addresses without a zone (abroad). */
  mainWarehouse: string;
  /** In the warehouses' display order. */
  warehouses: ReadonlyMap<string, Warehouse>;
  services: ReadonlyMap<string, WarehouseService>;
  /** Italian provinces by two-letter code. */
  zones: ReadonlyMap<string, Zone>;
  /** Each warehouse's van runs, earliest cut-off first. */
  vanRuns: ReadonlyMap<string, readonly VanRun[]>;
  /** By `${from}>${to}`. */
  shuttles: ReadonlyMap<string, Shuttle>;
  /** By brand id; `defaultSupplier` for a brand without terms. */
  suppliers: ReadonlyMap<number, SupplierTerms>;
  defaultSupplier: SupplierTerms;
}

export const shuttleKey = (from: string, to: string): string => `${from}>${to}`;

/** A brand without terms of its own: two working weeks. */
const DEFAULT_SUPPLIER = { workingDays: 10, orderCutoff: parseTime('12:00'), arrives: parseTime('09:00') };

interface ServiceRow {
  code: string;
  isMain: number;
  courierCutoff: string;
  courierDeliversBy: string;
  islandExtraDays: number;
  abroadExtraDays: number;
  expressCutoff: string;
  expressDeliversBy: string;
  vanFrom: string | null;
  vanUntil: string | null;
  vanMinutes: number | null;
}

/** Reads the schedules; throws when they are missing or inconsistent (a zone served by a warehouse without services). */
export function loadSchedules(db: Database): DeliverySchedules {
  const warehouses = new Map(
    db
      .prepare<[], Warehouse>('SELECT code, name FROM warehouses ORDER BY sort, code')
      .all()
      .map((w) => [w.code, w]),
  );
  const serviceRows = db
    .prepare<[], ServiceRow>(
      `SELECT warehouse_code AS code, is_main AS isMain, courier_cutoff AS courierCutoff,
      courier_delivers_by AS courierDeliversBy, island_extra_days AS islandExtraDays, abroad_extra_days AS abroadExtraDays,
      express_cutoff AS expressCutoff, express_delivers_by AS expressDeliversBy, express_van_from AS vanFrom,
      express_van_until AS vanUntil, express_van_minutes AS vanMinutes FROM warehouse_services`,
    )
    .all();
  const main = serviceRows.find((s) => s.isMain === 1)?.code;
  if (main === undefined) throw new Error('The delivery schedules name no main warehouse (warehouse_services.is_main)');
  const services = new Map(serviceRows.map((s) => [s.code, toService(s)]));

  const zones = new Map<string, Zone>();
  const zoneRows = db
    .prepare<[], { province: string; warehouse: string; method: Zone['method']; island: number }>(
      'SELECT province, warehouse_code AS warehouse, method, island FROM delivery_zones',
    )
    .all();
  for (const z of zoneRows) {
    if (!services.has(z.warehouse)) throw new Error(`Province ${z.province} is served by ${z.warehouse}, which has no services`);
    zones.set(z.province, { warehouse: z.warehouse, method: z.method, island: z.island === 1 });
  }

  const vanRuns = new Map<string, VanRun[]>();
  const runRows = db
    .prepare<[], { warehouse: string; departs: string; cutoff: string; minutes: number }>(
      'SELECT warehouse_code AS warehouse, departs, cutoff, duration_minutes AS minutes FROM van_runs ORDER BY warehouse_code, cutoff',
    )
    .all();
  for (const r of runRows) {
    const runs = vanRuns.get(r.warehouse) ?? [];
    const departs = parseTime(r.departs);
    runs.push({ label: formatTime(departs), departs, cutoff: parseTime(r.cutoff), minutes: r.minutes });
    vanRuns.set(r.warehouse, runs);
  }

  const shuttles = new Map(
    db
      .prepare<[], { from: string; to: string; cutoff: string; arrives: string; nights: number }>(
        'SELECT from_code AS "from", to_code AS "to", cutoff, arrives, nights FROM warehouse_shuttles',
      )
      .all()
      .map((s) => [shuttleKey(s.from, s.to), { cutoff: parseTime(s.cutoff), arrives: parseTime(s.arrives), nights: s.nights }]),
  );

  const suppliers = new Map(
    db
      .prepare<[], { brandId: number; workingDays: number; orderCutoff: string; arrives: string }>(
        'SELECT brand_id AS brandId, working_days AS workingDays, order_cutoff AS orderCutoff, arrives FROM supplier_lead_times',
      )
      .all()
      .map((s) => [s.brandId, { workingDays: s.workingDays, orderCutoff: parseTime(s.orderCutoff), arrives: parseTime(s.arrives) }]),
  );

  return { mainWarehouse: main, warehouses, services, zones, vanRuns, shuttles, suppliers, defaultSupplier: DEFAULT_SUPPLIER };
}

function toService(s: ServiceRow): WarehouseService {
  return {
    courierCutoff: parseTime(s.courierCutoff),
    courierDeliversBy: parseTime(s.courierDeliversBy),
    islandExtraDays: s.islandExtraDays,
    abroadExtraDays: s.abroadExtraDays,
    expressCutoff: parseTime(s.expressCutoff),
    expressDeliversBy: parseTime(s.expressDeliversBy),
    expressVan:
      s.vanFrom !== null && s.vanUntil !== null && s.vanMinutes !== null
        ? { from: parseTime(s.vanFrom), until: parseTime(s.vanUntil), minutes: s.vanMinutes }
        : null,
  };
}

import type { Database } from '../../../../shared/sqlite.ts';
import {
  MAIN_WAREHOUSE,
  SHUTTLE,
  SHUTTLE_NIGHTS,
  SUPPLIER,
  VAN_AREA,
  VAN_RUNS,
  WAREHOUSE_OF_REGION,
  WAREHOUSE_SERVICES,
} from '../logistics-data.ts';
import type { Rng } from '../prng.ts';
import { ISLAND_REGIONS, REGIONS } from '../../../../shared/italian-provinces.ts';

/** The distributor's schedules (logistics-data.ts) and each brand's supplier lead time. */
export function seedLogistics(db: Database, rng: Rng): void {
  const insertService = db.prepare(`INSERT INTO warehouse_services (warehouse_code, is_main, courier_cutoff, courier_delivers_by,
    island_extra_days, abroad_extra_days, express_cutoff, express_delivers_by, express_van_from, express_van_until, express_van_minutes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const s of WAREHOUSE_SERVICES) {
    insertService.run(
      s.code,
      s.code === MAIN_WAREHOUSE ? 1 : 0,
      s.courierCutoff,
      s.courierDeliversBy,
      s.islandExtraDays,
      s.abroadExtraDays,
      s.expressCutoff,
      s.expressDeliversBy,
      s.expressVan?.from ?? null,
      s.expressVan?.until ?? null,
      s.expressVan?.minutes ?? null,
    );
  }

  const insertZone = db.prepare(
    'INSERT INTO delivery_zones (province, name, region, warehouse_code, method, island) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [region, provinces] of REGIONS) {
    const warehouse = WAREHOUSE_OF_REGION[region];
    if (!warehouse) throw new Error(`No warehouse serves the region ${region}`);
    for (const [code, name] of provinces) {
      const van = VAN_AREA.has(code);
      insertZone.run(code, name, region, van ? MAIN_WAREHOUSE : warehouse, van ? 'van' : 'courier', ISLAND_REGIONS.has(region) ? 1 : 0);
    }
  }

  const insertRun = db.prepare('INSERT INTO van_runs (warehouse_code, departs, cutoff, duration_minutes) VALUES (?, ?, ?, ?)');
  for (const run of VAN_RUNS) insertRun.run(MAIN_WAREHOUSE, run.departs, run.cutoff, run.minutes);

  const codes = WAREHOUSE_SERVICES.map((s) => s.code);
  const insertShuttle = db.prepare('INSERT INTO warehouse_shuttles (from_code, to_code, cutoff, arrives, nights) VALUES (?, ?, ?, ?, ?)');
  for (const from of codes) {
    for (const to of codes) {
      if (from === to) continue;
      insertShuttle.run(from, to, SHUTTLE.cutoff, SHUTTLE.arrives, SHUTTLE_NIGHTS[[from, to].sort().join('-')] ?? 1);
    }
  }

  const brands = db.prepare<[], { id: number }>('SELECT id FROM brands ORDER BY id').all();
  const insertLead = db.prepare('INSERT INTO supplier_lead_times (brand_id, working_days, order_cutoff, arrives) VALUES (?, ?, ?, ?)');
  for (const { id } of brands) insertLead.run(id, rng.int(SUPPLIER.minDays, SUPPLIER.maxDays), SUPPLIER.orderCutoff, SUPPLIER.arrives);
}

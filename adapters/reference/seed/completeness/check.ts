import type { Database } from '../../../../shared/sqlite.ts';
import { MAKERS } from '../makers-data.ts';
import { axleWords, keyCriteria, NEEDS, needsOf } from './needs.ts';
import { relationProblems } from './relations-check.ts';

/** Part items whose equivalents must match their key criteria (issue 30): pads, discs, filters. */
export const CRITERIA_ITEMS = ['Kit pastiglie freno', 'Disco freno', 'Filtro olio', 'Filtro aria', 'Filtro carburante'];

interface Fitting {
  vehicleId: number;
  item: string;
  code: string;
  description: string | null;
}

/**
 * What a mechanic would find wrong with the demo data (issues 30 and 47), as sentences; empty when nothing. Reads the
 * whole car park with a few queries, so it runs on the 50,000-product data inside `npm test` and on a million by
 * script.
 */
export function demoDataProblems(db: Database, limit = 20): string[] {
  const problems: string[] = [];
  const report = (text: string) => {
    if (problems.length < limit) problems.push(text);
  };
  const vehicles = db
    .prepare<[], { id: number; name: string; version: string; fuel: string; engineCode: string; maker: string }>(
      `SELECT v.id, mk.name || ' ' || m.name || ' ' || v.version AS name, v.version, v.fuel, v.engine_code AS engineCode,
        mk.name AS maker
      FROM vehicles v JOIN models m ON m.id = v.model_id JOIN makers mk ON mk.id = m.maker_id ORDER BY v.id`,
    )
    .all();
  const items = [...new Set(NEEDS.map((n) => n.item))];
  const fittings = db
    .prepare<[string], Fitting>(
      `SELECT vp.vehicle_id AS vehicleId, i.name AS item, o.code_norm AS code,
        (SELECT p.description FROM product_oe_codes po JOIN products p ON p.id = po.product_id
          WHERE po.oe_code_id = vp.oe_code_id ORDER BY po.product_id LIMIT 1) AS description
      FROM vehicle_parts vp JOIN part_items i ON i.id = vp.part_item_id JOIN oe_codes o ON o.id = vp.oe_code_id
      WHERE i.name IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(items));
  const byVehicle = new Map<number, Fitting[]>();
  for (const f of fittings) {
    if (f.description === null) continue;
    byVehicle.set(f.vehicleId, [...(byVehicle.get(f.vehicleId) ?? []), f]);
  }

  const withParts = new Set(db.prepare<[], number>('SELECT DISTINCT vehicle_id FROM vehicle_parts').pluck().all());
  const oeGroup = new Map(MAKERS.map((m) => [m.name, m.oe]));
  const engineCodes = new Map<string, { name: string; codes: Set<string> }>();
  for (const v of vehicles) {
    if (!withParts.has(v.id)) report(`${v.name} (${v.id}): nessun ricambio`);
    const own = byVehicle.get(v.id) ?? [];
    for (const need of needsOf(v)) {
      const found = own.filter((f) => f.item === need.item && (!need.axle || f.description?.includes(axleWords(need.axle))));
      if (found.length === 0) report(`${v.name} (${v.id}): manca ${need.item}${need.axle ? `, ${axleWords(need.axle)}` : ''}`);
      if (need.scope !== 'engine') continue;
      // Vehicles of one platform sharing an engine share at least one original number of its parts.
      const key = `${oeGroup.get(v.maker) ?? v.maker}|${v.engineCode}|${need.item}`;
      const codes = new Set(found.map((f) => f.code));
      const shared = engineCodes.get(key);
      if (!shared) engineCodes.set(key, { name: v.name, codes });
      else {
        shared.codes = new Set([...shared.codes].filter((c) => codes.has(c)));
        if (shared.codes.size === 0 && found.length > 0) {
          report(`${v.name} (${v.id}): ${need.item} diverso da ${shared.name}, stesso motore ${v.engineCode}`);
          shared.codes = codes;
        }
      }
    }
  }

  // Equivalents of pads, discs and filters match the key criteria of the product they stand for.
  const mismatched = db
    .prepare<[string], { a: string; b: string; ad: string; bd: string }>(
      `SELECT pa.code AS a, pb.code AS b, pa.description AS ad, pb.description AS bd
      FROM part_items i JOIN products pa ON pa.part_item_id = i.id JOIN cross_references c ON c.product_id = pa.id
      JOIN products pb ON pb.id = c.other_product_id
      WHERE i.name IN (SELECT value FROM json_each(?)) AND pa.description <> pb.description`,
    )
    .all(JSON.stringify(CRITERIA_ITEMS));
  for (const m of mismatched) {
    if (keyCriteria(m.ad) !== keyCriteria(m.bd)) report(`${m.a} (${m.ad}) equivalente di ${m.b} (${m.bd}): misure diverse`);
  }
  // Alternatives and substitutes share axle, side and measures (issue 47).
  for (const problem of relationProblems(db, limit)) report(problem);
  return problems;
}

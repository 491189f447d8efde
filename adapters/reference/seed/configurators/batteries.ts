import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import type { ProductWriter } from '../product-page/new-products.ts';
import { BrandProducts, type AccessoryBrand } from './common.ts';

/** The distributor's own brand of batteries (the own-brand configurator's products). */
export const OWN_BATTERY_BRAND: AccessoryBrand = { name: 'ProStart', listCode: 'PRS', leadDays: 1, discount: 0.25 };

/** A battery of a line: capacity (Ah) and cold-cranking amps (A EN). */
type Size = readonly [ah: number, cca: number];

interface BatteryLine {
  typology: string;
  technology: string;
  name: string;
  sizes: readonly Size[];
  /** Euros an ampere-hour. */
  euros: number;
}

const STANDARD: readonly Size[] = [
  [44, 420],
  [50, 450],
  [60, 540],
  [70, 640],
  [74, 680],
  [80, 740],
  [95, 800],
];
const EFB: readonly Size[] = [
  [60, 640],
  [65, 650],
  [70, 760],
  [75, 730],
  [80, 800],
];
const AGM: readonly Size[] = [
  [60, 680],
  [70, 760],
  [80, 800],
  [95, 850],
];
const COMMERCIAL: readonly Size[] = [
  [100, 720],
  [110, 750],
  [140, 800],
  [180, 1000],
];
const MOTO: readonly Size[] = [
  [6, 100],
  [9, 120],
  [12, 200],
  [14, 230],
];

const lines = (std: string, efb: string, agm: string, commercial?: string, moto?: string): BatteryLine[] => [
  { typology: 'Avviamento', technology: 'Standard', name: std, sizes: STANDARD, euros: 1.3 },
  { typology: 'Start&Stop EFB', technology: 'EFB', name: efb, sizes: EFB, euros: 2 },
  { typology: 'Start&Stop AGM', technology: 'AGM', name: agm, sizes: AGM, euros: 3 },
  ...(commercial ? [{ typology: 'Veicoli commerciali', technology: 'Standard', name: commercial, sizes: COMMERCIAL, euros: 1.5 }] : []),
  ...(moto ? [{ typology: 'Moto', technology: 'AGM', name: moto, sizes: MOTO, euros: 6 }] : []),
];

const BRANDS: ReadonlyArray<AccessoryBrand & { lines: BatteryLine[] }> = [
  {
    name: 'Varta',
    listCode: 'VAR',
    leadDays: 2,
    discount: 0.3,
    lines: lines('Blue Dynamic', 'Blue Dynamic EFB', 'Silver Dynamic AGM', 'Promotive', 'Powersports AGM'),
  },
  { name: 'Bosch', listCode: 'BOS', leadDays: 2, discount: 0.3, lines: lines('S4', 'S4 EFB', 'S5 AGM', 'T3', 'M6 AGM') },
  { name: 'Exide', listCode: 'EXI', leadDays: 3, discount: 0.33, lines: lines('Premium', 'EFB', 'AGM', 'Professional') },
  { ...OWN_BATTERY_BRAND, lines: lines('Classic', 'EFB', 'AGM', 'Truck') },
];

/** Makers whose cars with start & stop mostly take an AGM battery. */
const AGM_MAKERS = new Set(['Audi', 'BMW', 'Jaguar', 'Land Rover', 'Lexus', 'Mercedes-Benz', 'Mini', 'Porsche', 'Volvo']);

interface Car {
  id: number;
  maker: string;
  body: string;
  cm3: number;
  fuel: string;
  since: string;
}

/** What a car's battery must be: typology and the smallest capacity that starts it. */
function needOf(car: Car): { typology: string; ah: number } {
  const diesel = car.fuel === 'D' || car.fuel === 'N';
  let ah = car.cm3 < 1100 ? 44 : car.cm3 < 1400 ? 50 : car.cm3 < 2000 ? 60 : car.cm3 < 2600 ? 74 : 80;
  if (diesel) ah = ah < 60 ? 60 : ah + 10;
  if (car.body === 'Furgone' && car.cm3 >= 2000) return { typology: 'Veicoli commerciali', ah: 100 };
  if (car.since >= '2012') return { typology: AGM_MAKERS.has(car.maker) ? 'Start&Stop AGM' : 'Start&Stop EFB', ah };
  return { typology: 'Avviamento', ah };
}

/**
 * Batteries: the catalogue's starter batteries ("Batteria avviamento, 74 Ah, 680 A (EN), 12 V": their figures read
 * from the description, the vehicles from their applications) and four brands' ranges by typology, the distributor's
 * own brand among them. Each new battery fits the cars whose need it meets: its typology and the smallest size at
 * or above the car's capacity (plus the next size up), so a car's battery search answers a few of each brand.
 * Electric cars are left out (their 12 V battery is not sold by car).
 */
export function seedBatteries(db: Database, rng: Rng, writer: ProductWriter): number[] {
  const battery = db.prepare(
    'INSERT OR IGNORE INTO batteries (product_id, typology, ah, cca, layout, technology, own_brand) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const fits = db.prepare('INSERT OR IGNORE INTO battery_vehicles (vehicle_id, product_id) VALUES (?, ?)');
  const ids: number[] = [];

  // The catalogue's own starter batteries, with the vehicles their original numbers are applied to.
  const existing = db
    .prepare<[], { id: number; description: string }>(
      `SELECT p.id, p.description FROM products p JOIN part_items i ON i.id = p.part_item_id
      WHERE i.name = 'Batteria avviamento' ORDER BY p.id`,
    )
    .all();
  const applied = db.prepare<[number], { vehicleId: number }>(`SELECT DISTINCT vp.vehicle_id AS vehicleId FROM product_oe_codes po
    JOIN vehicle_parts vp ON vp.oe_code_id = po.oe_code_id WHERE po.product_id = ? ORDER BY vp.vehicle_id`);
  for (const product of existing) {
    const [, ah, cca] = /(\d+) Ah, (\d+) A \(EN\)/.exec(product.description) ?? [];
    if (!ah || !cca) continue;
    battery.run(product.id, 'Avviamento', Number(ah), Number(cca), rng.chance(0.8) ? 'DX' : 'SX', 'Standard', 0);
    for (const { vehicleId } of applied.all(product.id)) fits.run(vehicleId, product.id);
    ids.push(product.id);
  }

  const made = new Map<string, Array<{ id: number; ah: number }>>();
  for (const brand of BRANDS) {
    const own = brand.name === OWN_BATTERY_BRAND.name ? 1 : 0;
    const products = new BrandProducts(db, writer, rng, brand, 'BAT');
    for (const line of brand.lines) {
      for (const [ah, cca] of line.sizes) {
        const layout = line.typology === 'Moto' || rng.chance(0.8) ? 'DX' : 'SX';
        const code = `${brand.listCode}-${line.technology.slice(0, 1)}${line.typology === 'Moto' ? 'M' : ''}${ah}${layout === 'SX' ? 'L' : ''}`;
        const description = `Batteria ${line.typology === 'Avviamento' ? 'avviamento' : line.typology} ${brand.name} ${line.name}, ${ah} Ah, ${cca} A (EN), 12 V, ${line.technology}, positivo ${layout}`;
        const id = products.add(code, description, Math.max(39, ah * line.euros + 25));
        battery.run(id, line.typology, ah, cca, layout, line.technology, own);
        const key = `${brand.name}|${line.typology}`;
        made.set(key, [...(made.get(key) ?? []), { id, ah }]);
        ids.push(id);
      }
    }
  }

  const cars = db
    .prepare<[], Car>(
      `SELECT v.id, mk.name AS maker, v.body, v.cm3, v.fuel, v.date_from AS since FROM vehicles v
      JOIN models m ON m.id = v.model_id JOIN makers mk ON mk.id = m.maker_id WHERE v.fuel <> 'A' ORDER BY v.id`,
    )
    .all();
  for (const car of cars) {
    const need = needOf(car);
    for (const brand of BRANDS) {
      const range = made.get(`${brand.name}|${need.typology}`) ?? [];
      if (range.length === 0) continue;
      // A car that needs more than the line's biggest takes the biggest.
      const index = range.findIndex((b) => b.ah >= need.ah);
      const from = index < 0 ? range.length - 1 : index;
      for (const b of range.slice(from, from + 2)) fits.run(car.id, b.id);
    }
  }
  return ids;
}

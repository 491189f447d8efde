import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import type { ProductWriter } from '../product-page/new-products.ts';
import { BrandProducts, type AccessoryBrand } from './common.ts';

const BRANDS: ReadonlyArray<AccessoryBrand & { line: string; fixing: readonly string[]; capacities: readonly number[] }> = [
  {
    name: 'Thule',
    listCode: 'THU',
    leadDays: 4,
    discount: 0.25,
    line: 'Motion XT',
    fixing: ['PowerClick'],
    capacities: [300, 400, 450, 500, 610],
  },
  {
    name: 'Menabò',
    listCode: 'MNB',
    leadDays: 3,
    discount: 0.3,
    line: 'Mania',
    fixing: ['U-bolt', 'T-track'],
    capacities: [320, 400, 460, 520],
  },
  {
    name: 'Farad',
    listCode: 'FRD',
    leadDays: 3,
    discount: 0.32,
    line: 'Marlin',
    fixing: ['U-bolt', 'Quick-grip'],
    capacities: [320, 400, 480, 520],
  },
  {
    name: 'Hapro',
    listCode: 'HAP',
    leadDays: 6,
    discount: 0.28,
    line: 'Traxer',
    fixing: ['Quick-grip', 'T-track'],
    capacities: [370, 480, 560],
  },
];
const COLORS = ['Antracite', 'Bianco', 'Grigio titanio', 'Nero lucido', 'Nero opaco'] as const;

/** Roof boxes of four makers: each capacity of a maker's line in one or two colours, with its opening and fixing. */
export function seedRoofBoxes(db: Database, rng: Rng, writer: ProductWriter): number[] {
  const box = db.prepare(
    'INSERT OR IGNORE INTO roof_boxes (product_id, capacity, color, double_opening, fixing_type) VALUES (?, ?, ?, ?, ?)',
  );
  const ids: number[] = [];
  for (const brand of BRANDS) {
    const products = new BrandProducts(db, writer, rng, brand, 'ACS');
    for (const capacity of brand.capacities) {
      const double = capacity >= 400 || rng.chance(0.3) ? 'Sì' : 'No';
      const fixing = rng.pick(brand.fixing);
      for (const color of rng.sample(COLORS, rng.int(1, 2))) {
        const code = `${brand.listCode}-BOX${capacity}-${color.slice(0, 2).toUpperCase()}${color.split(' ')[1]?.slice(0, 1).toUpperCase() ?? ''}`;
        const opening = double === 'Sì' ? 'apertura bilaterale' : 'apertura lato passeggero';
        const description = `Box tetto ${brand.name} ${brand.line} ${capacity} l, ${color.toLowerCase()}, ${opening}, fissaggio ${fixing}`;
        const id = products.add(code, description, 190 + capacity * 0.9 + (brand.name === 'Thule' ? 250 : 0));
        box.run(id, capacity, color, double, fixing);
        ids.push(id);
      }
    }
  }
  return ids;
}

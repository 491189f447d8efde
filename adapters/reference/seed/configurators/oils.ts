import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import type { ProductWriter } from '../product-page/new-products.ts';
import { BrandProducts, type AccessoryBrand } from './common.ts';
import { OIL_LINES } from './oil-lines.ts';

/** Each brand's line names by tier. */
const BRANDS: ReadonlyArray<AccessoryBrand & { names: readonly [string, string, string, string, string] }> = [
  { name: 'Castrol', listCode: 'CAS', leadDays: 2, discount: 0.3, names: ['EDGE', 'MAGNATEC', 'Vecton', 'Syntrans', 'Transmax'] },
  { name: 'Mobil', listCode: 'MOB', leadDays: 2, discount: 0.3, names: ['Mobil 1', 'Super 3000', 'Delvac', 'Mobilube', 'Mobil ATF'] },
  {
    name: 'Shell',
    listCode: 'SHE',
    leadDays: 3,
    discount: 0.32,
    names: ['Helix Ultra', 'Helix HX8', 'Rimula', 'Spirax S4', 'Spirax S6 ATF'],
  },
  {
    name: 'Total',
    listCode: 'TOT',
    leadDays: 3,
    discount: 0.33,
    names: ['Quartz INEO', 'Quartz 9000', 'Rubia', 'Transmission', 'Fluide ATX'],
  },
  { name: 'Eni', listCode: 'ENI', leadDays: 1, discount: 0.35, names: ['i-Sint Tech', 'i-Sint', 'i-Sigma', 'Rotra', 'ATF'] },
  {
    name: 'Petronas',
    listCode: 'PET',
    leadDays: 4,
    discount: 0.36,
    names: ['Syntium 7000', 'Syntium 3000', 'Urania', 'Tutela Gear', 'Tutela ATF'],
  },
];

/** Formats in litres, and the share of lines sold in each (every line in 1 l and 5 l or 4 l). */
const FORMATS: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [4, 0.5],
  [5, 0.8],
  [20, 0.5],
  [60, 0.3],
  [208, 0.25],
];

const TYPE_WORD: Record<string, string> = {
  Motore: 'Olio motore',
  'Cambio manuale': 'Olio cambio manuale',
  'Cambio automatico': 'Olio cambio automatico',
  Differenziale: 'Olio differenziale',
  Idroguida: 'Olio idroguida',
};

/**
 * Oils of six brands: each brand makes most lines (the core ones always), each line in several formats from 1 l to
 * the 208 l drum, with its ACEA/API specifications and the car makers' approvals in the description as on the can.
 */
export function seedOils(db: Database, rng: Rng, writer: ProductWriter): number[] {
  const oil = db.prepare('INSERT OR IGNORE INTO oils (product_id, type, gradation, format, litres, brand) VALUES (?, ?, ?, ?, ?, ?)');
  const spec = db.prepare('INSERT OR IGNORE INTO oil_specs (product_id, spec) VALUES (?, ?)');
  const approval = db.prepare('INSERT OR IGNORE INTO oil_approvals (product_id, oem_brand, approval) VALUES (?, ?, ?)');
  const ids: number[] = [];
  for (const brand of BRANDS) {
    const products = new BrandProducts(db, writer, rng, brand, 'LUB');
    OIL_LINES.forEach((line, index) => {
      if (!line.core && !rng.chance(0.75)) return;
      const name = [brand.names[line.tier], line.gradation, line.suffix].filter(Boolean).join(' ');
      const labels = [...line.specs, ...line.approvals.map(([, a]) => a)].join(', ');
      for (const [litres, share] of FORMATS) {
        if (litres !== 1 && !rng.chance(share)) continue;
        // Bigger formats cost less a litre.
        const euros = line.euros * litres * (litres >= 20 ? 0.72 : litres >= 4 ? 0.85 : 1);
        const code = `${brand.listCode}-${String(index + 1).padStart(2, '0')}${line.gradation.replace(/\W/g, '')}-${litres}L`;
        const id = products.add(code, `${TYPE_WORD[line.type] ?? 'Olio'} ${brand.name} ${name}, ${litres} l, ${labels}`, euros);
        oil.run(id, line.type, line.gradation, `${litres} l`, litres, brand.name);
        for (const s of line.specs) spec.run(id, s);
        for (const [oemBrand, a] of line.approvals) approval.run(id, oemBrand, a);
        ids.push(id);
      }
    });
  }
  return ids;
}

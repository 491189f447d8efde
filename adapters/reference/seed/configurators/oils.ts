import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import type { ProductWriter } from '../product-page/new-products.ts';
import { BrandProducts, type AccessoryBrand } from './common.ts';

/** A car maker's approval as the can prints it, with the maker the configurator lists it under. */
type Approval = readonly [oemBrand: string, approval: string];

/** A product line every oil brand makes in its own name: type, grade, specifications, approvals. */
interface OilLine {
  type: string;
  gradation: string;
  /** Which of the brand's line names it is sold under (0 premium synthetic, 1 synthetic, 2 heavy duty, 3 gear, 4 ATF). */
  tier: 0 | 1 | 2 | 3 | 4;
  suffix: string;
  specs: readonly string[];
  approvals: readonly Approval[];
  /** Euros a litre in the 1 l can. */
  euros: number;
  /** Always made (the README's samples and the conformance fixture rely on them). */
  core?: boolean;
}

const LINES: readonly OilLine[] = [
  {
    type: 'Motore',
    gradation: '0W-20',
    tier: 0,
    suffix: 'V',
    specs: ['ACEA C5', 'API SP'],
    approvals: [
      ['Volkswagen', 'VW 508.00/509.00'],
      ['Volvo', 'Volvo VCC RBS0-2AE'],
    ],
    euros: 17,
  },
  {
    type: 'Motore',
    gradation: '0W-30',
    tier: 0,
    suffix: 'FE',
    specs: ['ACEA C2', 'API SN'],
    approvals: [
      ['Fiat', 'Fiat 9.55535-DS1'],
      ['PSA', 'PSA B71 2312'],
    ],
    euros: 16,
  },
  {
    type: 'Motore',
    gradation: '5W-30',
    tier: 0,
    suffix: 'LL',
    specs: ['ACEA C3', 'API SN'],
    approvals: [
      ['Volkswagen', 'VW 504.00/507.00'],
      ['BMW', 'BMW LL-04'],
      ['Mercedes-Benz', 'MB 229.51'],
      ['Porsche', 'Porsche C30'],
    ],
    euros: 15,
    core: true,
  },
  {
    type: 'Motore',
    gradation: '5W-30',
    tier: 1,
    suffix: 'C2',
    specs: ['ACEA C2'],
    approvals: [
      ['Fiat', 'Fiat 9.55535-S1'],
      ['PSA', 'PSA B71 2290'],
    ],
    euros: 13,
  },
  { type: 'Motore', gradation: '5W-30', tier: 1, suffix: 'RN', specs: ['ACEA C4'], approvals: [['Renault', 'Renault RN0720']], euros: 14 },
  {
    type: 'Motore',
    gradation: '5W-30',
    tier: 1,
    suffix: 'FF',
    specs: ['ACEA A5/B5'],
    approvals: [['Ford', 'Ford WSS-M2C913-D']],
    euros: 12,
  },
  {
    type: 'Motore',
    gradation: '5W-40',
    tier: 1,
    suffix: '',
    specs: ['ACEA A3/B4', 'ACEA C3', 'API SN'],
    approvals: [
      ['Volkswagen', 'VW 502.00/505.00'],
      ['Mercedes-Benz', 'MB 229.5'],
      ['Renault', 'Renault RN0710'],
      ['Fiat', 'Fiat 9.55535-S3'],
    ],
    euros: 12,
    core: true,
  },
  {
    type: 'Motore',
    gradation: '10W-40',
    tier: 1,
    suffix: '',
    specs: ['ACEA A3/B4', 'API SL'],
    approvals: [
      ['Mercedes-Benz', 'MB 229.1'],
      ['Volkswagen', 'VW 501.01/505.00'],
    ],
    euros: 9,
  },
  {
    type: 'Motore',
    gradation: '15W-40',
    tier: 2,
    suffix: '',
    specs: ['ACEA E7', 'API CI-4'],
    approvals: [
      ['MAN', 'MAN 3275-1'],
      ['Mercedes-Benz', 'MB 228.3'],
    ],
    euros: 8,
  },
  {
    type: 'Cambio manuale',
    gradation: '75W-80',
    tier: 3,
    suffix: '',
    specs: ['API GL-4'],
    approvals: [
      ['Fiat', 'Fiat 9.55550-MZ6'],
      ['PSA', 'PSA B71 2330'],
    ],
    euros: 14,
  },
  {
    type: 'Cambio manuale',
    gradation: '75W-90',
    tier: 3,
    suffix: '',
    specs: ['API GL-4', 'API GL-5'],
    approvals: [
      ['Volkswagen', 'VW TL 052 726'],
      ['MAN', 'MAN 341 Typ Z2'],
    ],
    euros: 15,
    core: true,
  },
  {
    type: 'Differenziale',
    gradation: '80W-90',
    tier: 3,
    suffix: '',
    specs: ['API GL-5'],
    approvals: [['Mercedes-Benz', 'MB 235.0']],
    euros: 11,
  },
  {
    type: 'Differenziale',
    gradation: '75W-140',
    tier: 3,
    suffix: 'LS',
    specs: ['API GL-5'],
    approvals: [['BMW', 'BMW Hypoid Axle Oil G2']],
    euros: 19,
  },
  {
    type: 'Cambio automatico',
    gradation: 'ATF',
    tier: 4,
    suffix: 'Multi',
    specs: ['Dexron VI', 'Mercon LV'],
    approvals: [
      ['Mercedes-Benz', 'MB 236.41'],
      ['Volkswagen', 'VW G 055 025'],
      ['BMW', 'BMW 83 22 2 152 426'],
    ],
    euros: 13,
    core: true,
  },
  {
    type: 'Idroguida',
    gradation: 'ATF',
    tier: 4,
    suffix: 'PS',
    specs: ['Dexron III'],
    approvals: [
      ['Volkswagen', 'VW TL 52146'],
      ['Ford', 'Ford WSS-M2C195-A'],
    ],
    euros: 12,
  },
];

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
    LINES.forEach((line, index) => {
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

/**
 * The oil lines every oil brand of the demo data makes in its own name (seed/configurators/oils.ts): type, SAE grade,
 * ACEA/API specifications and the car makers' approvals, as the cans print them.
 */

/** A car maker's approval as the can prints it, with the maker the configurator lists it under. */
export type Approval = readonly [oemBrand: string, approval: string];

/** A product line every oil brand makes in its own name: type, grade, specifications, approvals. */
export interface OilLine {
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

export const OIL_LINES: readonly OilLine[] = [
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

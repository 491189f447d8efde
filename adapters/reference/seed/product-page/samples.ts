import { normaliseCode } from '../../../../shared/codes.ts';
import type { Database } from '../../../../shared/sqlite.ts';

export interface SampleCode {
  brand: string;
  code: string;
}

/**
 * Products of the default demo data whose product page has content in every tab (README "Things to try"). The
 * upgrade of version 5 makes sure of what chance might not give them; with another seed some may not exist, and
 * are then skipped.
 */
export const PRODUCT_PAGE_SAMPLES = {
  /**
   * Alternatives (from 50,000 products: smaller catalogues have no other rear 310 mm disc), necessaries (pads),
   * suggested (wear sensors), matches, the group's pick; movements of `demo`.
   */
  disc: { brand: 'Brembo', code: '08.L478.11' },
  /** Superseded: its substitute is the next SKF wheel-bearing kit, whose substituents tab lists it. */
  superseded: { brand: 'SKF', code: 'VKBA 3828' },
  /** An exchange part: sold with its core deposit (CAUZ-ALT-…). */
  alternator: { brand: 'Bosch', code: '0 986 065 963' },
  /** Article codes with a gift running for years. */
  gifts: [
    { brand: 'Mann-Filter', code: 'HU 972/7 x' },
    { brand: 'Brembo', code: 'P 77 782' },
    { brand: 'NGK', code: 'ILKAR2DIX 0434' },
  ],
  /** A snow chain that fits 205/55 R16, among other sizes. */
  chain: { brand: 'König', code: 'CG-9 080' },
} as const satisfies Record<string, SampleCode | readonly SampleCode[]>;

/** The id of a sample product, undefined when the data has no such product. */
export function sampleId(db: Database, sample: SampleCode): number | undefined {
  return db
    .prepare<[string, string], { id: number }>(
      'SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.name = ? AND p.code_norm = ? ORDER BY p.id LIMIT 1',
    )
    .get(sample.brand, normaliseCode(sample.code))?.id;
}

/** Every sample's id that exists. */
export function sampleIds(db: Database): number[] {
  const { gifts, ...single } = PRODUCT_PAGE_SAMPLES;
  return [...Object.values(single), ...gifts].flatMap((sample) => sampleId(db, sample) ?? []);
}

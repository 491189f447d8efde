import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import { WAREHOUSES } from '../products.ts';
import { groupIdOf, type ProductWriter } from './new-products.ts';

/** Tyre sizes of Italian cars, as width/ratio R diameter. */
const TYRE_SIZES = `145/80 R13 155/70 R13 165/65 R13 155/65 R14 165/60 R14 165/70 R14 175/65 R14 175/70 R14 185/60 R14
  185/65 R14 185/70 R14 165/65 R15 175/55 R15 175/60 R15 175/65 R15 185/55 R15 185/60 R15 185/65 R15 195/50 R15
  195/55 R15 195/60 R15 195/65 R15 205/60 R15 205/65 R15 185/55 R16 195/45 R16 195/50 R16 195/55 R16 205/45 R16
  205/50 R16 205/55 R16 205/60 R16 215/55 R16 215/60 R16 215/65 R16 225/50 R16 225/55 R16 205/40 R17 205/45 R17
  205/50 R17 215/45 R17 215/50 R17 215/55 R17 225/45 R17 225/50 R17 225/55 R17 225/65 R17 235/55 R17 235/65 R17
  215/40 R18 225/40 R18 225/45 R18 235/40 R18 235/45 R18 235/50 R18 235/55 R18 245/40 R18 255/55 R18 225/35 R19
  235/35 R19 245/40 R19 255/35 R19 255/50 R19`;

export interface TyreSize {
  width: number;
  ratio: number;
  diameter: number;
}

/** Outer diameter of the tyre in mm: what a chain's size is chosen by (with the tread's width). */
const outerMm = (s: TyreSize) => s.diameter * 25.4 + (2 * s.width * s.ratio) / 100;

/** The sizes in order of outer diameter, then width, cut into `count` chain sizes of neighbouring tyres. */
export function chainSizes(count: number): TyreSize[][] {
  const sizes = TYRE_SIZES.trim()
    .split(/\s+(?=\d{3}\/)/)
    .map((text) => {
      const [, width, ratio, diameter] = /^(\d+)\/(\d+) R(\d+)$/.exec(text.trim()) ?? [];
      return { width: Number(width), ratio: Number(ratio), diameter: Number(diameter) };
    })
    .sort((a, b) => outerMm(a) - outerMm(b) || a.width - b.width);
  const per = Math.ceil(sizes.length / count);
  return Array.from({ length: count }, (_, i) => sizes.slice(i * per, (i + 1) * per)).filter((group) => group.length > 0);
}

/** The chain maker's sizes (its own numbering) and lines: typology, description, and price of the smallest size. */
const SIZE_CODES = ['040', '050', '060', '070', '080', '090', '100', '110', '120'];
const LINES = [
  { code: 'CG-9', typology: 'Catena a rombo 9 mm', description: 'Catene da neve a rombo, maglia 9 mm, montaggio rapido', euros: 45 },
  { code: 'CB-12', typology: 'Catena a rombo 12 mm', description: 'Catene da neve a rombo, maglia 12 mm, per SUV e furgoni', euros: 79 },
  {
    code: 'K-SUMMIT',
    typology: 'Catena a ragno',
    description: 'Catene da neve a ragno, montaggio frontale, per passaruota ridotti',
    euros: 189,
  },
] as const;

export const CHAIN_BRAND = { name: 'König', listCode: 'KON', leadDays: 5, discount: 0.3 } as const;

/**
 * A snow-chain maker's range (the catalogue has no chains otherwise): three lines in nine sizes, each size fitting
 * the tyres of neighbouring outer diameter, in the Accessori group. Returns the chains' ids.
 */
export function seedSnowChains(db: Database, rng: Rng, writer: ProductWriter): number[] {
  const brandId = writer.brand(CHAIN_BRAND.name, CHAIN_BRAND.listCode, CHAIN_BRAND.leadDays);
  const groupId = groupIdOf(db, 'ACS');
  const chain = db.prepare('INSERT OR IGNORE INTO snow_chains (product_id, typology) VALUES (?, ?)');
  const size = db.prepare('INSERT OR IGNORE INTO snow_chain_sizes (product_id, width, ratio, diameter) VALUES (?, ?, ?, ?)');
  const groups = chainSizes(SIZE_CODES.length);
  const ids: number[] = [];
  for (const line of LINES) {
    groups.forEach((tyres, index) => {
      const listCents = Math.round(line.euros * (1 + index * 0.08)) * 100 - 10;
      // Drawn for every product, written only for a new one: the stream stays the same either way.
      const stock = WAREHOUSES.map((w) => [w.code, rng.chance(w.share) ? rng.int(1, 12) : 0] as const);
      const sizeCode = SIZE_CODES[index] ?? String(index);
      const id = writer.ensure({
        brandId,
        code: `${line.code} ${sizeCode}`,
        description: `${line.description}, misura ${sizeCode}`,
        groupId,
        listCents,
        netCents: Math.round(listCents * (1 - CHAIN_BRAND.discount)),
        stock,
      });
      chain.run(id, line.typology);
      for (const tyre of tyres) size.run(id, tyre.width, tyre.ratio, tyre.diameter);
      ids.push(id);
    });
  }
  return ids;
}

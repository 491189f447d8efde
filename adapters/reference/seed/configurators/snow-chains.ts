import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import { chainSizes } from '../product-page/snow-chains.ts';
import type { ProductWriter } from '../product-page/new-products.ts';
import { BrandProducts, type AccessoryBrand } from './common.ts';

/** More typologies than version 5's maker makes: textile socks and self-tensioning chains, by size. */
const RANGES: ReadonlyArray<AccessoryBrand & { typology: string; text: string; sizes: number; euros: number; code: string }> = [
  {
    name: 'AutoSock',
    listCode: 'ASK',
    leadDays: 4,
    discount: 0.3,
    typology: 'Calza da neve',
    text: 'Calze da neve in tessuto, omologate UNI 11313',
    sizes: 7,
    euros: 69,
    code: 'AS-',
  },
  {
    name: 'Weissenfels',
    listCode: 'WEI',
    leadDays: 5,
    discount: 0.3,
    typology: 'Catena autotensionante',
    text: 'Catene da neve autotensionanti, maglia 9 mm, Clack & Go',
    sizes: 8,
    euros: 119,
    code: 'CG9-',
  },
];

/**
 * Snow chains of two more makers in the tables of version 5 (a chain and the tyre sizes it fits), so the snow chain
 * configurator offers four typologies. Returns the chains' ids.
 */
export function seedMoreSnowChains(db: Database, rng: Rng, writer: ProductWriter): number[] {
  const chain = db.prepare('INSERT OR IGNORE INTO snow_chains (product_id, typology) VALUES (?, ?)');
  const size = db.prepare('INSERT OR IGNORE INTO snow_chain_sizes (product_id, width, ratio, diameter) VALUES (?, ?, ?, ?)');
  const ids: number[] = [];
  for (const range of RANGES) {
    const products = new BrandProducts(db, writer, rng, range, 'ACS');
    chainSizes(range.sizes).forEach((tyres, index) => {
      const sizeCode = String(index + 1).padStart(2, '0');
      const id = products.add(`${range.code}${sizeCode}`, `${range.text}, misura ${sizeCode}`, range.euros * (1 + index * 0.07));
      chain.run(id, range.typology);
      for (const tyre of tyres) size.run(id, tyre.width, tyre.ratio, tyre.diameter);
      ids.push(id);
    });
  }
  return ids;
}

import { retagProducts } from '../../catalogue/tags.ts';
import { seedCoreDeposits } from '../product-page/core-deposits.ts';
import { seedGifts } from '../product-page/gifts.ts';
import { seedMovements } from '../product-page/movements.ts';
import { ProductWriter } from '../product-page/new-products.ts';
import { seedMoreRelations } from '../product-page/relations.ts';
import { PRODUCT_PAGE_SAMPLES, sampleIds } from '../product-page/samples.ts';
import { seedSnowChains } from '../product-page/snow-chains.ts';
import type { DataUpgrade } from './index.ts';

/**
 * Version 5: what the product page shows besides relations of version 3: core deposits of exchange parts (deposit
 * articles added to the catalogue), a snow-chain maker's range with the tyre sizes each chain fits, gifts on popular
 * article codes, the customers' own movements of products, and a few more relations (README's samples get content in
 * every tab, seed/product-page/samples.ts). The products it adds are found again rather than doubled when the
 * upgrade meets them, and are indexed for search. Bounded: the exchange parts through their index, a window of
 * popular products, a few thousand movements.
 */
export const productPageData: DataUpgrade = {
  version: 5,
  name: 'product page',
  tables: ['customer_movements', 'gifts', 'snow_chain_sizes', 'snow_chains', 'core_deposits'],
  apply(db, { rng, now }) {
    const writer = new ProductWriter(db);
    seedCoreDeposits(db, writer);
    seedSnowChains(db, rng.fork('snow chains'), writer);
    seedMoreRelations(db);
    seedGifts(
      db,
      rng.fork('gifts'),
      now,
      PRODUCT_PAGE_SAMPLES.gifts.map((g) => g.code),
    );
    seedMovements(db, rng.fork('movements'), now, sampleIds(db));
    retagProducts(db, writer.ids);
  },
};

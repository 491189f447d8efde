import type { Rng } from '../prng.ts';
import { DEMO_ACCOUNTS } from '../customers.ts';
import type { DataUpgrade } from './index.ts';

const DAY = 24 * 60 * 60_000;
/** Brands of the demo customers' that changed prices, and other brands that did. */
const DEMO_BRANDS = 6;
const OTHER_BRANDS = 2;
/** The share of a changed brand's products whose price moved, some of them twice. */
const SHARE = 0.15;

/** An EAN-13 of an Italian prefix (80) with its check digit. */
function ean13(rng: Rng): string {
  const body = `80${rng.digits(10)}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Version 12: price changes over the last six months (price_changes: the prices before each change) of some brands
 * the demo customers buy (their movements and brand discounts) and of two other brands, and the EAN barcodes of
 * most of those brands' products, so the net price-list page has brands with changed prices and its lists have
 * barcodes. Prices before a change were a few per cent lower: the products' own prices are the current ones.
 */
export const priceChangesData: DataUpgrade = {
  version: 12,
  name: 'price changes',
  tables: ['price_changes', 'product_eans'],
  apply(db, { rng, now }) {
    const usernames = [DEMO_ACCOUNTS.customer.username, DEMO_ACCOUNTS.otherCustomer.username] as const;
    const demoBrands = db
      .prepare<[string, string], number>(
        `WITH demo AS (SELECT customer_id FROM users WHERE username IN (?, ?))
        SELECT p.brand_id FROM customer_movements m JOIN products p ON p.id = m.product_id WHERE m.customer_id IN (SELECT * FROM demo)
        UNION SELECT brand_id FROM customer_brand_discounts WHERE customer_id IN (SELECT * FROM demo) ORDER BY 1`,
      )
      .pluck()
      .all(...usernames);
    const others = db
      .prepare<[], number>('SELECT id FROM brands ORDER BY id')
      .pluck()
      .all()
      .filter((id) => !demoBrands.includes(id));
    const brands = [...rng.sample(demoBrands, DEMO_BRANDS), ...rng.sample(others, OTHER_BRANDS)];
    const products = db.prepare<[number], { id: number; list: number; net: number }>(
      'SELECT id, list_cents AS list, net_cents AS net FROM products WHERE brand_id = ? ORDER BY id',
    );
    const change = db.prepare(
      'INSERT INTO price_changes (product_id, changed_at, list_cents_before, net_cents_before) VALUES (?, ?, ?, ?)',
    );
    const ean = db.prepare('INSERT OR IGNORE INTO product_eans (product_id, ean) VALUES (?, ?)');
    for (const brandId of brands) {
      for (const product of products.all(brandId)) {
        if (rng.chance(0.8)) ean.run(product.id, ean13(rng));
        if (!rng.chance(SHARE)) continue;
        let { list, net } = product;
        // Newest change first: each earlier price a little lower than the one after it.
        for (let days = rng.int(1, 90), times = rng.int(1, 2); times > 0; times--, days += rng.int(20, 90)) {
          const factor = 1 - rng.int(2, 8) / 100;
          list = Math.round(list * factor);
          net = Math.round(net * factor);
          change.run(product.id, new Date(now.getTime() - days * DAY - rng.int(0, DAY - 1)).toISOString(), list, net);
        }
      }
    }
  },
};

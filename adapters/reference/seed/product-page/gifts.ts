import { DateTime } from 'luxon';
import { normaliseCode } from '../../../../shared/codes.ts';
import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';

/** How many popular articles get a gift besides the samples, and among how many of the most popular products. */
const RANDOM_GIFTS = 8;
const POPULAR = 400;
/** Gifts are cheap products of the article's brand found among the first products (the popular ones). */
const GIFT_WINDOW = 3000;
const GIFT_MAX_CENTS = 3000;

/** When a gift runs, relative to the day the data is made: most for years (tests with today's clock see them). */
const PERIODS: ReadonlyArray<readonly [{ from: number; until: number }, number]> = [
  [{ from: -365, until: 5 * 365 }, 6],
  [{ from: -10, until: 30 }, 2],
  [{ from: -60, until: -20 }, 1], // over
  [{ from: 20, until: 60 }, 1], // not started
];

interface Gift {
  id: number;
  description: string;
}

interface Article {
  id: number;
  brandId: number;
  itemId: number | null;
  brand: string;
  code: string;
}

/**
 * Gifts (omaggi) for a handful of popular article codes: the `sampleCodes` (README's, running for years) and a few
 * drawn among the most popular products, some running, some over or still to come. The gift is a cheap product of
 * another part of the article's brand (a cabin filter with oil filters), else any cheap one. Reads a bounded window of products.
 */
export function seedGifts(db: Database, rng: Rng, now: Date, sampleCodes: readonly string[]): number {
  const today = DateTime.fromJSDate(now, { zone: 'Europe/Rome' }).startOf('day');
  const dateIn = (days: number) => today.plus({ days }).toISODate() ?? '';
  const article = db.prepare<
    [string],
    Article
  >(`SELECT p.id, p.brand_id AS brandId, p.part_item_id AS itemId, b.name AS brand, p.code FROM products p
    JOIN brands b ON b.id = p.brand_id WHERE p.code_norm = ? ORDER BY p.id LIMIT 1`);
  const popular = db
    .prepare<[number], Article>(
      `SELECT p.id, p.brand_id AS brandId, p.part_item_id AS itemId, b.name AS brand, p.code FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.id <= ? AND p.part_item_id IS NOT NULL ORDER BY p.id`,
    )
    .all(POPULAR);
  const cheapest = `SELECT id, description FROM products WHERE id BETWEEN 1 AND ${GIFT_WINDOW} AND list_cents <= ${GIFT_MAX_CENTS}
    AND part_item_id IS NOT NULL AND part_item_id IS NOT ?`;
  const cheapOfBrand = db.prepare<[number | null, number], Gift>(`${cheapest} AND brand_id = ? ORDER BY list_cents, id LIMIT 1`);
  const cheapAny = db.prepare<[number | null], Gift>(`${cheapest} ORDER BY list_cents, id LIMIT 1`);
  const insert = db.prepare(`INSERT INTO gifts (code_norm, gift_product_id, title, min_quantity, quantity, valid_from, valid_until)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);

  const samples = sampleCodes.flatMap((code) => article.all(normaliseCode(code)));
  const sampleIds = new Set(samples.map((s) => s.id));
  const drawn = rng.sample(
    popular.filter((p) => !sampleIds.has(p.id)),
    RANDOM_GIFTS,
  );
  let written = 0;
  for (const [index, item] of [...samples, ...drawn].entries()) {
    const period = index < samples.length ? (PERIODS[0]?.[0] ?? { from: -365, until: 1825 }) : rng.weighted(PERIODS);
    const minQuantity = rng.pick([2, 4, 5, 10]);
    const quantity = rng.pick([1, 1, 2]);
    const gift = cheapOfBrand.get(item.itemId, item.brandId) ?? cheapAny.get(item.itemId);
    if (!gift) continue;
    const name = gift.description.split(',')[0] ?? gift.description;
    const what = name.charAt(0).toLowerCase() + name.slice(1);
    const title = `Omaggio ${item.brand}: ${quantity} × ${what} ogni ${minQuantity} pezzi`;
    insert.run(normaliseCode(item.code), gift.id, title, minQuantity, quantity, dateIn(period.from), dateIn(period.until));
    written++;
  }
  return written;
}

import { DateTime } from 'luxon';
import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';

/** One product in this many (on average) has supplier orders on the way. */
const EVERY = 20;
/** Where supplier orders are delivered, by weight. */
const RECEIVING: ReadonlyArray<readonly [string, number]> = [
  ['TV', 5],
  ['MI', 2.5],
  ['RM', 1.5],
  ['NA', 1],
];
const MAX_DAYS_AHEAD = 21;

/**
 * Supplier orders not yet received for some products, expected 1 to 21 days after `today` (the day the data is made:
 * once that date is past, the reference counts an order as late, due the next working day). Products are picked by
 * random steps over the ids, so a million products cost a few tens of thousands of point reads.
 */
export function seedIncomingStock(db: Database, rng: Rng, now: Date): number {
  const today = DateTime.fromJSDate(now, { zone: 'Europe/Rome' }).startOf('day');
  const dates = Array.from({ length: MAX_DAYS_AHEAD }, (_, i) => today.plus({ days: i + 1 }).toISODate() ?? '');
  const maxId = db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM products').get()?.id ?? 0;
  const packOf = db.prepare<[number], { pack: number }>('SELECT pack_qty AS pack FROM products WHERE id = ?');
  const insert = db.prepare('INSERT INTO incoming_stock (product_id, warehouse_code, quantity, expected_on) VALUES (?, ?, ?, ?)');
  let written = 0;
  for (let id = rng.int(1, EVERY); id <= maxId; id += rng.int(1, 2 * EVERY - 1)) {
    const pack = packOf.get(id)?.pack;
    if (pack === undefined) continue;
    const orders = rng.chance(0.25) ? 2 : 1;
    for (let o = 0; o < orders; o++) {
      insert.run(id, rng.weighted(RECEIVING), pack * rng.int(1, 10), rng.pick(dates));
      written++;
    }
  }
  return written;
}

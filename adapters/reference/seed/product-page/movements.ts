import { DateTime } from 'luxon';
import type { Database } from '../../../../shared/sqlite.ts';
import { customerNetCentsSql } from '../../pricing/customer-net-price.ts';
import type { Rng } from '../prng.ts';

/** Customers with movements: the demo accounts' many products, a few more customers' some. */
const RICH_CUSTOMERS = [1, 2];
const RICH_PRODUCTS = 260;
const OTHER_CUSTOMERS = 10;
const OTHER_PRODUCTS = 25;
/** Products are drawn among the most popular ones (the first ids), as a workshop's purchases would be. */
const POPULAR = 3000;
const DAYS_BACK = 180;

type Kind = 'sale' | 'return' | 'order';
const PREFIX: Record<Kind, string> = { sale: 'DDT', return: 'NC', order: 'OC' };

interface Line {
  customerId: number;
  productId: number;
  date: string;
  kind: Kind;
  quantity: number;
  warehouse: string;
  unitCents: number;
}

/**
 * The customers' own movements of products over the last six months: sales on delivery notes, now and then a return
 * (credit note) and an open order. One document per customer, day and kind, numbered per kind and year in date order
 * ("DDT 2026/004512"). Bounded: a few thousand lines at any catalogue size. `sampleIds` always get some for the
 * first demo customer.
 */
export function seedMovements(db: Database, rng: Rng, now: Date, sampleIds: readonly number[]): number {
  const today = DateTime.fromJSDate(now, { zone: 'Europe/Rome' }).startOf('day');
  const day = (back: number) => today.minus({ days: back }).toISODate() ?? '';
  const popular = db
    .prepare<[number], number>('SELECT id FROM products WHERE id <= ? AND part_item_id IS NOT NULL ORDER BY id')
    .pluck()
    .all(POPULAR);
  if (popular.length === 0) return 0;
  const serving = db.prepare<[number], { code: string }>(`SELECT coalesce(
      (SELECT z.warehouse_code FROM customer_addresses a JOIN delivery_zones z ON z.province = a.state_province_region
        WHERE a.customer_id = ? AND a.is_default = 1),
      (SELECT warehouse_code FROM warehouse_services WHERE is_main = 1)) AS code`);
  const warehouses = db.prepare<[], string>('SELECT code FROM warehouses ORDER BY sort, code').pluck().all();
  const product = db.prepare<[{ id: number; customerId: number }], { pack: number; min: number; unitCents: number }>(
    `SELECT pack_qty AS pack, min_qty AS min, ${customerNetCentsSql('p', '@customerId')} AS unitCents FROM products p WHERE p.id = @id`,
  );
  const customers = db.prepare<[number], number>('SELECT id FROM customers WHERE id > 2 ORDER BY id LIMIT ?').pluck().all(OTHER_CUSTOMERS);

  const lines: Line[] = [];
  const plan = (customerId: number, productIds: readonly number[]) => {
    const home = serving.get(customerId)?.code ?? warehouses[0] ?? '';
    for (const productId of productIds) {
      const p = product.get({ id: productId, customerId });
      if (!p) continue;
      const quantityOf = () => Math.max(p.min, p.pack * rng.int(1, 4));
      const warehouse = () => (rng.chance(0.85) ? home : rng.pick(warehouses));
      const base = { customerId, productId, unitCents: p.unitCents };
      for (let sale = rng.int(1, 3); sale > 0; sale--) {
        const back = rng.int(1, DAYS_BACK);
        const quantity = quantityOf();
        const from = warehouse();
        lines.push({ ...base, date: day(back), kind: 'sale', quantity, warehouse: from });
        if (rng.chance(0.08) && back > 3) {
          lines.push({ ...base, date: day(back - rng.int(1, Math.min(back - 1, 20))), kind: 'return', quantity: -p.pack, warehouse: from });
        }
      }
      if (rng.chance(0.12)) lines.push({ ...base, date: day(rng.int(0, 7)), kind: 'order', quantity: quantityOf(), warehouse: home });
    }
  };
  const pick = (count: number) => rng.sample(popular, count).sort((a, b) => a - b);
  for (const customerId of RICH_CUSTOMERS)
    plan(customerId, customerId === 1 ? [...new Set([...sampleIds, ...pick(RICH_PRODUCTS)])] : pick(RICH_PRODUCTS));
  for (const customerId of customers) plan(customerId, pick(OTHER_PRODUCTS));

  return writeDocuments(db, rng, lines);
}

/** Numbers the documents in date order and writes the lines. */
function writeDocuments(db: Database, rng: Rng, lines: Line[]): number {
  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.customerId - b.customerId || a.productId - b.productId));
  const counters = new Map<string, number>();
  const documents = new Map<string, string>();
  const insert = db.prepare(`INSERT INTO customer_movements (customer_id, product_id, date, kind, document, quantity, warehouse_code,
    amount_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const line of lines) {
    const year = line.date.slice(0, 4);
    const key = `${line.customerId}|${line.date}|${line.kind}`;
    let document = documents.get(key);
    if (document === undefined) {
      const series = `${PREFIX[line.kind]} ${year}`;
      const number = (counters.get(series) ?? rng.int(1, 400)) + rng.int(1, 6);
      counters.set(series, number);
      document = `${series}/${String(number).padStart(6, '0')}`;
      documents.set(key, document);
    }
    insert.run(
      line.customerId,
      line.productId,
      line.date,
      line.kind,
      document,
      line.quantity,
      line.warehouse,
      line.quantity * line.unitCents,
    );
  }
  return lines.length;
}

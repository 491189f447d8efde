import { customerNetCentsSql } from '../pricing/customer-net-price.ts';
import type { CatalogueItem } from '../../../shared/contract/catalogue.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { Product } from '../../ports/catalogue.ts';

interface ItemRow {
  id: number;
  brandId: number;
  brand: string;
  code: string;
  description: string;
  priceListCode: string;
  groupId: number;
  groupName: string;
  packQty: number;
  minQty: number;
}
interface StockRow {
  productId: number;
  code: string;
  quantity: number;
}
interface OeRow {
  productId: number;
  maker: string;
  code: string;
}
interface CrossReferenceRow {
  productId: number;
  id: number;
  brand: string;
  code: string;
}

/** Reads products for replies in batches: a page of any size costs the same handful of queries. */
export class ItemLoader {
  private readonly warehouses: Array<{ code: string; name: string }>;
  private readonly sql: {
    items: Statement<[string], ItemRow>;
    stock: Statement<[string], StockRow>;
    prices: Statement<[{ ids: string; customerId: number | null }], { id: number; netCents: number; listCents: number }>;
    oe: Statement<[string], OeRow>;
    cross: Statement<[string], CrossReferenceRow>;
  };

  constructor(db: Database) {
    this.warehouses = db.prepare<[], { code: string; name: string }>('SELECT code, name FROM warehouses ORDER BY sort, code').all();
    const ids = 'SELECT value FROM json_each(?)';
    this.sql = {
      // A product the ERP has not grouped yet shows in 'Varie' (migration 4 and the generator group every one).
      items: db.prepare(`SELECT p.id, p.brand_id AS brandId, b.name AS brand, p.code, p.description,
        p.price_list_code AS priceListCode, g.id AS groupId, g.name AS groupName, p.pack_qty AS packQty, p.min_qty AS minQty
        FROM products p JOIN brands b ON b.id = p.brand_id
        JOIN product_groups g ON g.id = coalesce(p.group_id, (SELECT id FROM product_groups WHERE code = 'VAR'))
        WHERE p.id IN (${ids})`),
      // The asker's net price: the pricing port's one expression, so product, search row and cart line agree.
      prices: db.prepare(`SELECT p.id, ${customerNetCentsSql('p', '@customerId')} AS netCents, p.list_cents AS listCents
        FROM products p WHERE p.id IN (SELECT value FROM json_each(@ids))`),
      stock: db.prepare(`SELECT product_id AS productId, warehouse_code AS code, quantity FROM stock WHERE product_id IN (${ids})`),
      oe: db.prepare(`SELECT po.product_id AS productId, m.name AS maker, o.code FROM product_oe_codes po
        JOIN oe_codes o ON o.id = po.oe_code_id JOIN makers m ON m.id = o.maker_id
        WHERE po.product_id IN (${ids}) ORDER BY po.product_id, o.id`),
      cross: db.prepare(`SELECT c.product_id AS productId, p.id, b.name AS brand, p.code
        FROM cross_references c JOIN products p ON p.id = c.other_product_id JOIN brands b ON b.id = p.brand_id
        WHERE c.product_id IN (${ids}) ORDER BY c.product_id, b.name, p.code_norm`),
    };
  }

  /**
   * What the catalogue says of each product (no price, no stock, no OE numbers or equivalents: a list's row), in
   * the order of the ids; unknown ids skipped.
   */
  items(ids: readonly number[]): CatalogueItem[] {
    return this.rows(ids).map(toItem);
  }

  /**
   * Full products: the items with the customer's prices (a visitor's call gets the base net, which the BFF never
   * shows) and stock in every warehouse (0 where none is held).
   */
  products(ids: readonly number[], customerId: number | null): Product[] {
    const rows = this.rows(ids);
    if (rows.length === 0) return [];
    // One statement each for the page: OE numbers, equivalents, prices, stock.
    const json = JSON.stringify(rows.map((r) => r.id));
    const oe = groupBy(this.sql.oe.all(json));
    const cross = groupBy(this.sql.cross.all(json));
    const prices = new Map(this.sql.prices.all({ ids: json, customerId }).map((r) => [r.id, r]));
    const held = new Map<number, Map<string, number>>();
    for (const s of this.sql.stock.all(json)) {
      const perWarehouse = held.get(s.productId) ?? new Map<string, number>();
      perWarehouse.set(s.code, s.quantity);
      held.set(s.productId, perWarehouse);
    }
    return rows.flatMap((row) => {
      const price = prices.get(row.id);
      if (!price) return []; // read in the same call: only a product deleted in between
      return {
        ...toItem(row),
        oeCodes: (oe.get(row.id) ?? []).map((o) => ({ maker: o.maker, code: o.code })),
        crossReferences: (cross.get(row.id) ?? []).map((c) => ({ productId: c.id, brand: c.brand, code: c.code })),
        stock: this.warehouses.map((w) => ({
          warehouseCode: w.code,
          warehouseName: w.name,
          quantity: held.get(row.id)?.get(w.code) ?? 0,
        })),
        netCents: price.netCents,
        listCents: price.listCents,
      };
    });
  }

  /** The products' own rows, in the order of the ids; unknown ids skipped. */
  private rows(ids: readonly number[]): ItemRow[] {
    if (ids.length === 0) return [];
    const rows = new Map(this.sql.items.all(JSON.stringify(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => rows.get(id) ?? []);
  }
}

function toItem(row: ItemRow): CatalogueItem {
  return {
    id: row.id,
    brandId: row.brandId,
    brand: row.brand,
    code: row.code,
    description: row.description,
    priceListCode: row.priceListCode,
    group: { id: row.groupId, name: row.groupName },
    packQty: row.packQty,
    minQty: row.minQty,
  };
}

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.productId);
    if (list) list.push(row);
    else out.set(row.productId, [row]);
  }
  return out;
}

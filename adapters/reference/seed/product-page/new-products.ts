import { normaliseCode } from '../../../../shared/codes.ts';
import type { Database, Statement } from '../../../../shared/sqlite.ts';
import { SUPPLIER } from '../logistics-data.ts';
import { required } from '../required.ts';

export interface NewProduct {
  brandId: number;
  code: string;
  description: string;
  groupId: number;
  listCents: number;
  netCents: number;
  packQty?: number;
  minQty?: number;
  /** Pieces per warehouse code, written only when the product is new. */
  stock: ReadonlyArray<readonly [string, number]>;
}

/**
 * Products an upgrade adds to the catalogue (deposit articles, snow chains). An upgrade may meet a database that
 * already holds them (one whose upgrade tables were emptied and refilled), so a product is looked up by brand and
 * code first and written only when missing: the same ids either way. `ids` lists every product it handed out, to
 * re-tag for search once the upgrade is done.
 */
export class ProductWriter {
  readonly ids: number[] = [];
  private readonly sql: {
    find: Statement<[number, string], { id: number }>;
    insert: Statement<[number, string, string, string, string, number, number, number, number, number]>;
    stock: Statement<[number, string, number]>;
    findBrand: Statement<[string], { id: number }>;
    insertBrand: Statement<[string, string]>;
    supplier: Statement<[number, number, string, string]>;
  };

  constructor(db: Database) {
    this.sql = {
      find: db.prepare('SELECT id FROM products WHERE brand_id = ? AND code_norm = ? ORDER BY id LIMIT 1'),
      insert: db.prepare(`INSERT INTO products (brand_id, code, code_norm, description, price_list_code, list_cents, net_cents,
        pack_qty, min_qty, group_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      stock: db.prepare('INSERT INTO stock (product_id, warehouse_code, quantity) VALUES (?, ?, ?)'),
      findBrand: db.prepare('SELECT id FROM brands WHERE name = ?'),
      insertBrand: db.prepare('INSERT INTO brands (name, price_list_code) VALUES (?, ?)'),
      supplier: db.prepare('INSERT OR IGNORE INTO supplier_lead_times (brand_id, working_days, order_cutoff, arrives) VALUES (?, ?, ?, ?)'),
    };
    this.priceListOf = (brandId) =>
      required(
        db.prepare<[number], { code: string }>('SELECT price_list_code AS code FROM brands WHERE id = ?').get(brandId)?.code,
        `brand ${brandId}`,
      );
  }

  private readonly priceListOf: (brandId: number) => string;

  /** The brand's id, the brand (and its supplier's lead time) written when missing. */
  brand(name: string, listCode: string, leadDays: number): number {
    let id = this.sql.findBrand.get(name)?.id;
    if (id === undefined) id = Number(this.sql.insertBrand.run(name, listCode).lastInsertRowid);
    this.sql.supplier.run(id, leadDays, SUPPLIER.orderCutoff, SUPPLIER.arrives);
    return id;
  }

  /** The product's id, written with its stock when the brand has no product of that code yet. */
  ensure(product: NewProduct): number {
    const codeNorm = normaliseCode(product.code);
    let id = this.sql.find.get(product.brandId, codeNorm)?.id;
    if (id === undefined) {
      const pack = product.packQty ?? 1;
      id = Number(
        this.sql.insert.run(
          product.brandId,
          product.code,
          codeNorm,
          product.description,
          this.priceListOf(product.brandId),
          product.listCents,
          product.netCents,
          pack,
          product.minQty ?? pack,
          product.groupId,
        ).lastInsertRowid,
      );
      for (const [warehouse, quantity] of product.stock) if (quantity > 0) this.sql.stock.run(id, warehouse, quantity);
    }
    this.ids.push(id);
    return id;
  }
}

/** The id of a product group by its ERP code (migration 4 writes them). */
export function groupIdOf(db: Database, code: string): number {
  return required(
    db.prepare<[string], { id: number }>('SELECT id FROM product_groups WHERE code = ?').get(code)?.id,
    `product group ${code}`,
  );
}

import type { StoreStock } from '../../../shared/contract/product.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';

interface StoreRow {
  warehouseCode: string;
  warehouseName: string;
  quantity: number;
  isMain: number;
}

/**
 * A product's stock in every warehouse, 0 where none is held, the warehouse serving the customer first: the one of
 * their default address's delivery zone (delivery promises start there too), else of their registered province,
 * else the distributor's main warehouse (an address abroad, a province without a zone). Then the usual order.
 */
export class StoreStocks {
  private readonly sql: Statement<[{ productId: number; customerId: number }], StoreRow>;

  constructor(db: Database) {
    this.sql = db.prepare(`WITH serving AS (
        SELECT coalesce(
          (SELECT z.warehouse_code FROM customer_addresses a
            JOIN delivery_zones z ON z.province = upper(trim(a.state_province_region)) AND upper(a.iso_country_alpha2) = 'IT'
            WHERE a.customer_id = @customerId AND a.is_default = 1),
          (SELECT z.warehouse_code FROM customers c JOIN delivery_zones z ON z.province = upper(trim(c.state_province_region))
            WHERE c.id = @customerId AND NOT EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_id = c.id AND a.is_default = 1)),
          (SELECT warehouse_code FROM warehouse_services WHERE is_main = 1)) AS code)
      SELECT w.code AS warehouseCode, w.name AS warehouseName, coalesce(s.quantity, 0) AS quantity,
        w.code = (SELECT code FROM serving) AS isMain
      FROM warehouses w LEFT JOIN stock s ON s.product_id = @productId AND s.warehouse_code = w.code
      ORDER BY isMain DESC, w.sort, w.code`);
  }

  of(productId: number, customerId: number): StoreStock[] {
    return this.sql.all({ productId, customerId }).map((row) => ({ ...row, isMain: row.isMain === 1 }));
  }
}

import type { WarehouseMovement } from '../../../shared/contract/product.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';

/** Most movements a reply lists (the port's cap). */
export const MAX_MOVEMENTS = 100;

/** The customer's own movements of a product (migration 5's customer_movements), newest first. */
export class CustomerMovements {
  private readonly sql: Statement<[{ productId: number; customerId: number; limit: number }], WarehouseMovement>;

  constructor(db: Database) {
    this.sql = db.prepare(`SELECT m.date, m.kind, m.document, m.quantity, coalesce(w.name, m.warehouse_code) AS warehouseName,
        m.amount_cents AS amountCents
      FROM customer_movements m LEFT JOIN warehouses w ON w.code = m.warehouse_code
      WHERE m.customer_id = @customerId AND m.product_id = @productId ORDER BY m.date DESC, m.id DESC LIMIT @limit`);
  }

  of(productId: number, customerId: number): WarehouseMovement[] {
    return this.sql.all({ productId, customerId, limit: MAX_MOVEMENTS });
  }
}

import { DateTime } from 'luxon';
import type { Clock } from '../../../shared/clock.ts';
import { normaliseCode } from '../../../shared/codes.ts';
import type { Gift } from '../../../shared/contract/product.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';

interface GiftRow {
  id: number;
  title: string;
  minQuantity: number;
  quantity: number;
  validUntil: string;
  productId: number;
  brand: string;
  code: string;
  description: string;
}

/** What the product page shows beside the product (migration 5): its core deposit, gifts and tyre sizes. */
export class ProductExtras {
  private readonly sql: {
    deposit: Statement<[number], number>;
    gifts: Statement<[{ code: string; today: string }], GiftRow>;
    tyreSizes: Statement<[string], { width: number; ratio: number; diameter: number }>;
  };

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.sql = {
      deposit: db.prepare('SELECT deposit_product_id FROM core_deposits WHERE product_id = ?'),
      gifts: db.prepare(`SELECT g.id, g.title, g.min_quantity AS minQuantity, g.quantity, g.valid_until AS validUntil,
          p.id AS productId, b.name AS brand, p.code, p.description
        FROM gifts g JOIN products p ON p.id = g.gift_product_id JOIN brands b ON b.id = p.brand_id
        WHERE g.code_norm = @code AND g.valid_until >= @today AND g.valid_from <= @today ORDER BY g.valid_until, g.id`),
      tyreSizes: db.prepare(`SELECT DISTINCT s.width, s.ratio, s.diameter FROM products p
        JOIN snow_chain_sizes s ON s.product_id = p.id WHERE p.code_norm = ? ORDER BY s.diameter, s.width, s.ratio`),
    };
    this.sql.deposit.pluck();
  }

  /** The id of the deposit product charged with this part, undefined when it has none. */
  depositOf(productId: number): number | undefined {
    return this.sql.deposit.get(productId);
  }

  /** The gifts running today (Europe/Rome, by the clock) for an article code of any brand, ending soonest first. */
  gifts(code: string): Gift[] {
    const codeNorm = normaliseCode(code);
    if (codeNorm === '') return [];
    const today = DateTime.fromJSDate(this.clock(), { zone: 'Europe/Rome' }).toISODate() ?? '';
    return this.sql.gifts.all({ code: codeNorm, today }).map((row) => ({
      id: row.id,
      title: row.title,
      minQuantity: row.minQuantity,
      quantity: row.quantity,
      validUntil: row.validUntil,
      product: { id: row.productId, brand: row.brand, code: row.code, description: row.description },
    }));
  }

  /** The tyre sizes the snow chains of an article code fit ("205/55 R16"), smallest rim first; empty for other articles. */
  tyreSizes(code: string): string[] {
    const codeNorm = normaliseCode(code);
    if (codeNorm === '') return [];
    return this.sql.tyreSizes.all(codeNorm).map((s) => `${s.width}/${s.ratio} R${s.diameter}`);
  }
}

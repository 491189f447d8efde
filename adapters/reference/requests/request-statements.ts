import type { Database } from '../../../shared/sqlite.ts';
import { customerNetCentsSql } from '../pricing/customer-net-price.ts';

/** The columns of a request row as the port answers it (adapters/ports/requests.ts requestRowSchema). */
const ROW = `SELECT r.id, r.kind, r.state, r.created_at AS createdAt, r.handled_at AS handledAt,
  c.cdclie_m AS customerCode, c.company_name AS companyName, u.username,
  b.price_list_code AS brandCode, b.name AS brandName,
  r.product_id AS productId, p.code AS productCode, p.description AS productDescription,
  r.name, r.email, r.phone, r.message, r.mail_id AS mailId
  FROM customer_requests r JOIN customers c ON c.id = r.customer_id JOIN users u ON u.id = r.user_id
  LEFT JOIN brands b ON b.id = r.brand_id LEFT JOIN products p ON p.id = r.product_id`;

/**
 * The brands a customer buys: those of the products they moved (delivery notes, returns, orders) and those they
 * have a discount of.
 */
const CUSTOMER_BRANDS = `SELECT p.brand_id FROM customer_movements m JOIN products p ON p.id = m.product_id
    WHERE m.customer_id = @customerId
  UNION SELECT brand_id FROM customer_brand_discounts WHERE customer_id = @customerId`;

/** Every statement of the reference requests, prepared once. */
export function requestStatements(db: Database) {
  return {
    // Counted from the price changes (a few per brand and month), not from every product of every brand:
    // CROSS JOIN keeps price_changes the outer loop. A brand's count starts after its latest net list.
    changed: db.prepare<[{ customerId: number }], { brandCode: string; brandName: string; changedPrices: number }>(
      `WITH last_list AS (
          SELECT brand_id, max(created_at) AS at FROM customer_requests
          WHERE customer_id = @customerId AND kind = 'net-price-list' GROUP BY brand_id),
        changed AS (
          SELECT p.brand_id, count(DISTINCT pc.product_id) AS n
          FROM price_changes pc CROSS JOIN products p ON p.id = pc.product_id
          LEFT JOIN last_list l ON l.brand_id = p.brand_id
          WHERE pc.changed_at > coalesce(l.at, '') GROUP BY p.brand_id)
      SELECT b.price_list_code AS brandCode, b.name AS brandName, coalesce(c.n, 0) AS changedPrices
      FROM brands b LEFT JOIN changed c ON c.brand_id = b.id WHERE b.id IN (${CUSTOMER_BRANDS})
      ORDER BY changedPrices > 0 DESC, b.name COLLATE NOCASE`,
    ),
    brandByCode: db.prepare<[string], { id: number }>('SELECT id FROM brands WHERE price_list_code = ? COLLATE NOCASE'),
    brandById: db.prepare<[number], { id: number }>('SELECT id FROM brands WHERE id = ?'),
    productById: db.prepare<[number], { id: number }>('SELECT id FROM products WHERE id = ?'),
    netList: db.prepare<
      [{ customerId: number; brandId: number }],
      { code: string; description: string; listCents: number; netCents: number; pack: number; ean: string | null }
    >(
      `SELECT p.code, p.description, p.list_cents AS listCents, ${customerNetCentsSql('p', '@customerId')} AS netCents,
        p.pack_qty AS pack, e.ean FROM products p LEFT JOIN product_eans e ON e.product_id = p.id
      WHERE p.brand_id = @brandId ORDER BY p.code_norm, p.id`,
    ),
    manufacturers: db.prepare<[], { id: number; code: string; name: string }>(
      'SELECT id, price_list_code AS code, name FROM brands ORDER BY name COLLATE NOCASE',
    ),
    insert: db.prepare<[Record<string, unknown>]>(`INSERT INTO customer_requests
      (kind, state, customer_id, user_id, brand_id, product_id, name, email, phone, message, created_at, handled_at)
      VALUES (@kind, @state, @customerId, @userId, @brandId, @productId, @name, @email, @phone, @message, @createdAt, @handledAt)`),
    row: db.prepare<[number], RowRecord>(`${ROW} WHERE r.id = ?`),
    owner: db.prepare<[number], number>('SELECT customer_id FROM customer_requests WHERE id = ?').pluck(),
    setMail: db.prepare<[number, number]>('UPDATE customer_requests SET mail_id = ? WHERE id = ?'),
    mine: db.prepare<[{ customerId: number; limit: number; offset: number }], RowRecord>(
      `${ROW} WHERE r.customer_id = @customerId ORDER BY r.id DESC LIMIT @limit OFFSET @offset`,
    ),
    mineCount: db
      .prepare<[{ customerId: number }], number>('SELECT count(*) FROM customer_requests WHERE customer_id = @customerId')
      .pluck(),
    all: db.prepare<[{ state: string | null; limit: number; offset: number }], RowRecord>(
      `${ROW} WHERE (@state IS NULL OR r.state = @state) ORDER BY r.id DESC LIMIT @limit OFFSET @offset`,
    ),
    allCount: db
      .prepare<[{ state: string | null }], number>('SELECT count(*) FROM customer_requests WHERE (@state IS NULL OR state = @state)')
      .pluck(),
    handle: db.prepare<[string, number]>(`UPDATE customer_requests SET state = 'handled', handled_at = ? WHERE id = ? AND state = 'open'`),
    roles: db.prepare<[number], string>('SELECT roles FROM users WHERE id = ?').pluck(),
  };
}

export interface RowRecord {
  id: number;
  kind: string;
  state: string;
  createdAt: string;
  handledAt: string | null;
  customerCode: string;
  companyName: string;
  username: string;
  brandCode: string | null;
  brandName: string | null;
  productId: number | null;
  productCode: string | null;
  productDescription: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  mailId: number | null;
}

import type { Database } from '../../../shared/sqlite.ts';

/** An order's row as stored (JSON columns still text). */
export interface OrderRecord {
  id: number;
  number: string;
  placedAt: string;
  status: 'awaiting_payment' | 'confirmed';
  orderName: string;
  orderNotes: string;
  vin: string;
  plate: string;
  model: string;
  orderType: string;
  address: string;
  fulfilment: string;
  promisedDelivery: string | null;
  paymentMethod: 'card' | 'wallet' | 'terms';
  paymentState: 'awaiting' | 'paid' | 'on_terms';
  netCents: number;
  shippingCents: number;
  vatCents: number;
  grossCents: number;
  userId: number;
  userName: string;
  impersonatorId: number | null;
  impersonatorName: string | null;
  lines: number;
}

export interface OrderLineRecord {
  productId: number;
  brand: string;
  code: string;
  description: string;
  quantity: number;
  urgent: number;
  note: string;
  vehicle: string;
  unitNetCents: number;
}

export interface NewOrderRow {
  id: number;
  number: string;
  customerId: number;
  userId: number;
  impersonatorId: number | null;
  cartId: number;
  placedAt: string;
  status: OrderRecord['status'];
  paymentMethod: OrderRecord['paymentMethod'];
  paymentState: OrderRecord['paymentState'];
  orderName: string;
  orderNotes: string;
  vin: string;
  plate: string;
  model: string;
  orderType: string;
  address: string;
  fulfilment: string;
  promisedDelivery: string | null;
  netCents: number;
  shippingCents: number;
  vatCents: number;
  grossCents: number;
}

const ORDER_COLUMNS = `o.id, o.number, o.placed_at AS placedAt, o.status, o.nome_ordine AS orderName, o.note_ordine AS orderNotes,
  o.vin, o.plate, o.modello AS model, o.tipo_ordine AS orderType, o.address, o.fulfilment, o.promised_delivery AS promisedDelivery,
  o.payment_method AS paymentMethod, o.payment_state AS paymentState, o.net_cents AS netCents,
  o.shipping_cents AS shippingCents, o.vat_cents AS vatCents, o.gross_cents AS grossCents,
  o.user_id AS userId, u.username AS userName, o.impersonator_id AS impersonatorId, s.username AS impersonatorName,
  (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines`;
const ORDER_FROM = `orders o JOIN users u ON u.id = o.user_id LEFT JOIN users s ON s.id = o.impersonator_id`;

/** The reference ERP's order statements, prepared once; every read filters on the customer. */
export function orderStatements(db: Database) {
  return {
    order: db.prepare<[number, number], OrderRecord>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = ? AND o.customer_id = ?`),
    page: db.prepare<[number, number, number], OrderRecord>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.customer_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
    ),
    count: db.prepare<[number], { total: number }>('SELECT count(*) AS total FROM orders WHERE customer_id = ?'),
    lines: db.prepare<[number], OrderLineRecord>(`SELECT product_id AS productId, brand, code, description, quantity, urgent, note,
      vehicle, unit_net_cents AS unitNetCents FROM order_lines WHERE order_id = ? ORDER BY line_no`),
    nextId: db.prepare<[], { id: number }>('SELECT coalesce(max(id), 0) + 1 AS id FROM orders'),
    insert: db.prepare<[NewOrderRow]>(`INSERT INTO orders (id, number, customer_id, user_id, impersonator_id, cart_id, placed_at, status,
      payment_method, payment_state, nome_ordine, note_ordine, vin, plate, modello, tipo_ordine, address, fulfilment,
      promised_delivery, net_cents, shipping_cents, vat_cents, gross_cents) VALUES (@id, @number, @customerId, @userId, @impersonatorId,
      @cartId, @placedAt, @status, @paymentMethod, @paymentState, @orderName, @orderNotes, @vin, @plate, @model, @orderType,
      @address, @fulfilment, @promisedDelivery, @netCents, @shippingCents, @vatCents, @grossCents)`),
    insertLine: db.prepare<[number, number, number, string, string, string, number, number, string, string, number]>(
      `INSERT INTO order_lines (order_id, line_no, product_id, brand, code, description, quantity, urgent, note, vehicle,
        unit_net_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    closeCart: db.prepare<[string, number, number]>(
      `UPDATE carts SET status = 'ordered', updated_at = ?, version = version + 1 WHERE id = ? AND customer_id = ? AND status = 'open'`,
    ),
    cartStatus: db.prepare<[number, number], { status: string }>('SELECT status FROM carts WHERE id = ? AND customer_id = ?'),
    stockOf: db.prepare<[number], { warehouse: string; quantity: number }>(
      'SELECT warehouse_code AS warehouse, quantity FROM stock WHERE product_id = ? AND quantity > 0 ORDER BY quantity DESC, warehouse_code',
    ),
    takeStock: db.prepare<[number, number, string]>('UPDATE stock SET quantity = quantity - ? WHERE product_id = ? AND warehouse_code = ?'),
    reserve: db.prepare<[number, number, string, number]>(
      `INSERT INTO stock_reservations (order_id, product_id, warehouse_code, quantity) VALUES (?, ?, ?, ?)
       ON CONFLICT (order_id, product_id, warehouse_code) DO UPDATE SET quantity = quantity + excluded.quantity`,
    ),
    terms: db.prepare<[number], { code: string }>('SELECT terms_code AS code FROM customer_payment_terms WHERE customer_id = ?'),
  };
}
export type OrderStatements = ReturnType<typeof orderStatements>;

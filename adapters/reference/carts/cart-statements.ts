import type { Database } from '../../../shared/sqlite.ts';
import { customerNetCentsSql } from '../pricing/customer-net-price.ts';

/** A cart's row in the port's words; flags are SQLite's 0 or 1. */
export interface CartRecord {
  cartId: number;
  orderName: string;
  orderNotes: string;
  vin: string;
  plate: string;
  model: string;
  orderType: string;
  urgent: 0 | 1;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface ItemRecord {
  orderItemId: number;
  productId: number;
  brand: string;
  code: string;
  description: string;
  quantity: number;
  urgent: 0 | 1;
  note: string;
  vehicle: string;
  minQty: number;
  packQty: number;
  travelsUrgent: 0 | 1;
  unitNetCents: number;
  addedByStaff: string | null;
}
export interface SummaryRecord {
  cartId: number;
  orderName: string;
  lines: number;
  quantity: number;
  netCents: number;
  createdAt: string;
  updatedAt: string;
}
export interface OrderTypeRecord {
  code: string;
  label: string;
  description: string;
  urgency: 'lines' | 'always' | 'never';
  urgentSurcharge: 0 | 1;
  discountBp: number;
}
export interface ProductRecord {
  productId: number;
  brand: string;
  code: string;
  description: string;
  minQty: number;
  packQty: number;
}

// The columns keep SPEC's names (S/N flags); the statements answer the port's.
const CART_COLUMNS = `c.id AS cartId, c.nome_ordine AS orderName, c.note_ordine AS orderNotes, c.vin, c.plate, c.modello AS model,
  c.tipo_ordine AS orderType, (c.fgurgente = 'S') AS urgent, c.version, c.created_at AS createdAt, c.updated_at AS updatedAt`;

/**
 * Whether a line travels urgent, after its order type: each line as flagged (or all when the cart is flagged urgent),
 * always, or never. A cart whose type the ERP no longer has is a standard order.
 */
const LINE_URGENT = `(CASE coalesce(ot.urgency, 'lines') WHEN 'always' THEN 1 WHEN 'never' THEN 0
  ELSE (i.fgurgente = 'S' OR c.fgurgente = 'S') END)`;

/** The line's price of one piece: the customer's net (with the urgent surcharge when due), less the order type's discount. */
const UNIT_NET = `((${customerNetCentsSql('p', 'c.customer_id', `${LINE_URGENT} AND coalesce(ot.urgent_surcharge, 1) = 1`)})
  * (10000 - coalesce(ot.discount_bp, 0)) + 5000) / 10000`;

const ITEM_COLUMNS = `i.id AS orderItemId, i.product_id AS productId, b.name AS brand, p.code, p.description, i.quantity,
  (i.fgurgente = 'S') AS urgent, i.note, i.vehicle, p.min_qty AS minQty, p.pack_qty AS packQty, ${LINE_URGENT} AS travelsUrgent,
  ${UNIT_NET} AS unitNetCents, staff.username AS addedByStaff`;
const ITEMS_FROM = `cart_items i JOIN carts c ON c.id = i.cart_id LEFT JOIN order_types ot ON ot.code = c.tipo_ordine
  JOIN products p ON p.id = i.product_id JOIN brands b ON b.id = p.brand_id LEFT JOIN users staff ON staff.id = i.added_by_staff`;

/** Every statement the reference carts run; each one filters on the customer wherever a cart is named from outside. */
export function cartStatements(db: Database) {
  return {
    ownOpenCart: db.prepare<[number, number], CartRecord>(
      `SELECT ${CART_COLUMNS} FROM carts c WHERE c.id = ? AND c.customer_id = ? AND c.status = 'open'`,
    ),
    latestOpenCart: db.prepare<[number], CartRecord>(`SELECT ${CART_COLUMNS} FROM carts c WHERE c.customer_id = ? AND c.status = 'open'
      ORDER BY c.updated_at DESC, c.id DESC LIMIT 1`),
    createCart: db.prepare<[number, number, string, string, string, string]>(
      `INSERT INTO carts (customer_id, user_id, nome_ordine, tipo_ordine, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    /** Every change of a cart or its lines goes through here: a new version, a new date. */
    touchCart: db.prepare<[string, number, number]>(
      `UPDATE carts SET updated_at = ?, version = version + 1 WHERE id = ? AND customer_id = ?`,
    ),
    /** A null field stays as it is; `urgent` is 1, 0 or null. */
    updateHeader: db.prepare(`UPDATE carts SET nome_ordine = coalesce(@orderName, nome_ordine),
      note_ordine = coalesce(@orderNotes, note_ordine), vin = coalesce(@vin, vin), plate = coalesce(@plate, plate),
      modello = coalesce(@model, modello), tipo_ordine = coalesce(@orderType, tipo_ordine),
      fgurgente = coalesce(CASE @urgent WHEN 1 THEN 'S' WHEN 0 THEN 'N' END, fgurgente)
      WHERE id = @cartId AND customer_id = @customerId AND status = 'open'`),
    deleteEmptyCart: db.prepare<[number, number]>(`DELETE FROM carts WHERE id = ? AND customer_id = ? AND status = 'open'
      AND NOT EXISTS (SELECT 1 FROM cart_items WHERE cart_id = carts.id)`),
    items: db.prepare<[number, number], ItemRecord>(
      `SELECT ${ITEM_COLUMNS} FROM ${ITEMS_FROM} WHERE i.cart_id = ? AND c.customer_id = ? ORDER BY i.id`,
    ),
    summaries: db.prepare<[number, number, number], SummaryRecord>(`SELECT c.id AS cartId, c.nome_ordine AS orderName, count(i.id) AS lines,
      coalesce(sum(i.quantity), 0) AS quantity, coalesce(sum(CASE WHEN i.id IS NULL THEN 0 ELSE ${UNIT_NET} * i.quantity END), 0) AS netCents,
      c.created_at AS createdAt, c.updated_at AS updatedAt
      FROM carts c LEFT JOIN order_types ot ON ot.code = c.tipo_ordine LEFT JOIN cart_items i ON i.cart_id = c.id
      LEFT JOIN products p ON p.id = i.product_id
      WHERE c.customer_id = ? AND c.status = 'open' GROUP BY c.id ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?`),
    openCount: db.prepare<[number], number>(`SELECT count(*) FROM carts WHERE customer_id = ? AND status = 'open'`).pluck(),
    lineCount: db.prepare<[number], number>('SELECT count(*) FROM cart_items WHERE cart_id = ?').pluck(),
    count: db.prepare<[number, number], { lines: number; quantity: number }>(`SELECT count(*) AS lines,
      coalesce(sum(i.quantity), 0) AS quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE i.cart_id = ? AND c.customer_id = ?`),
    line: db.prepare<[number, number], { id: number; productId: number; quantity: number; urgent: 0 | 1; note: string }>(
      `SELECT id, product_id AS productId, quantity, (fgurgente = 'S') AS urgent, note FROM cart_items WHERE id = ? AND cart_id = ?`,
    ),
    /** A null field stays as it is; `urgent` is 1, 0 or null. */
    updateLine: db.prepare(`UPDATE cart_items SET quantity = coalesce(@quantity, quantity), note = coalesce(@note, note),
      fgurgente = coalesce(CASE @urgent WHEN 1 THEN 'S' WHEN 0 THEN 'N' END, fgurgente), vehicle = coalesce(@vehicle, vehicle)
      WHERE id = @id`),
    deleteLine: db.prepare<[number]>('DELETE FROM cart_items WHERE id = ?'),
    product: db.prepare<[number], ProductRecord>(`SELECT p.id AS productId, b.name AS brand, p.code, p.description,
      p.min_qty AS minQty, p.pack_qty AS packQty FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?`),
    productsByCode: db.prepare<[string], ProductRecord>(`SELECT p.id AS productId, b.name AS brand, p.code, p.description,
      p.min_qty AS minQty, p.pack_qty AS packQty FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.code_norm = ?
      ORDER BY b.name, p.id LIMIT 11`),
    /** Another line of the cart with the same product and urgent flag (1 or 0). */
    sameLine: db.prepare<[number, number, number, number], { id: number; note: string; quantity: number }>(
      `SELECT id, note, quantity FROM cart_items WHERE cart_id = ? AND product_id = ? AND (fgurgente = 'S') = ? AND id <> ?
      ORDER BY id LIMIT 1`,
    ),
    /** Adds pieces to a line; staff acting for the customer (their user id, else null) mark it as theirs. */
    addToLine: db.prepare<[number, number | null, number]>(
      'UPDATE cart_items SET quantity = quantity + ?, added_by_staff = coalesce(?, added_by_staff) WHERE id = ?',
    ),
    /** A new line; its urgent flag is 1 or 0; the staff member acting for the customer who added it, or null. */
    insertLine: db.prepare<[number, number, number, number, string, number | null]>(
      `INSERT INTO cart_items (cart_id, product_id, quantity, fgurgente, created_at, added_by_staff)
      VALUES (?, ?, ?, CASE ? WHEN 1 THEN 'S' ELSE 'N' END, ?, ?)`,
    ),
    /** Marks a line as changed by the staff member acting for the customer. */
    markStaffLine: db.prepare<[number, number]>('UPDATE cart_items SET added_by_staff = ? WHERE id = ?'),
    orderTypes: db.prepare<[], OrderTypeRecord>(`SELECT code, label, description, urgency, urgent_surcharge AS urgentSurcharge,
      discount_bp AS discountBp FROM order_types ORDER BY position, code`),
    orderType: db.prepare<[string], { code: string }>('SELECT code FROM order_types WHERE code = ?'),
  };
}
export type CartStatements = ReturnType<typeof cartStatements>;

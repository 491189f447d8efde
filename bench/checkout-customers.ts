import BetterSqlite3 from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../adapters/reference/seed/customers.ts';
import { sessionClient, type SessionClient } from '../bff/testing/http-session.ts';
import { TREVISO_ADDRESS } from '../bff/testing/sample-address.ts';

/** What checkout.bench.ts reads from the database before the shop starts: whom to act as and what to order. */
export interface CheckoutData {
  /** One user of each of `customers` customers with agreed payment terms (orders on terms: no payment provider). */
  usernames: string[];
  /** Products sold one at a time (min and pack quantity 1) with stock in some warehouse. */
  productIds: number[];
}

export function checkoutData(file: string, customers: number, products: number): CheckoutData {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const usernames = db
      .prepare<[number], string>(
        `SELECT (SELECT min(u.username) FROM users u WHERE u.customer_id = c.id) AS username FROM customers c
        JOIN customer_payment_terms t ON t.customer_id = c.id WHERE username IS NOT NULL ORDER BY c.id LIMIT ?`,
      )
      .pluck()
      .all(customers);
    const productIds = db
      .prepare<[number], number>(
        `SELECT p.id FROM products p WHERE p.min_qty = 1 AND p.pack_qty = 1
        AND EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id AND s.quantity > 0) ORDER BY p.id LIMIT ?`,
      )
      .pluck()
      .all(products);
    if (usernames.length < customers) throw new Error(`only ${usernames.length} customers with payment terms, ${customers} needed`);
    if (productIds.length < products) throw new Error(`only ${productIds.length} products with stock, ${products} needed`);
    return { usernames, productIds };
  } finally {
    db.close();
  }
}

/** One order as the review page would send it: its own cart, version and Idempotency-Key. */
export interface PreparedOrder {
  customer: number;
  cartId: number;
  lines: number;
  key: string;
  version: number;
  body: { idCart: number; addressId: number; fulfilmentOptionId: string; paymentMethod: 'terms' };
}

/**
 * A customer's session and carts ready to order: staff log in and act as the customer's user (switch user, so every
 * session is another customer), a delivery address is saved, then each order gets a new cart (/cart/new-cart, the
 * session's active cart) filled with `linesPerOrder` distinct products one /cart/add-ajax at a time.
 */
export async function prepareCustomer(
  base: string,
  customer: number,
  username: string,
  orders: number,
  pickProducts: (order: number) => number[],
): Promise<{ client: SessionClient; orders: PreparedOrder[] }> {
  const client = sessionClient(base);
  await client.actAs(DEMO_ACCOUNTS.staff, username);
  const address = await client.postJson<{ id: number }>('/checkout/shipping/add-address', TREVISO_ADDRESS);
  const options = await client.json<{ id: string }[]>(`/checkout/shipping/get-fulfillment-options?address_id=${address.id}`);
  const fulfilmentOptionId = options[0]?.id;
  if (!fulfilmentOptionId) throw new Error(`no fulfilment option for ${username}'s address`);
  const prepared: PreparedOrder[] = [];
  for (let n = 0; n < orders; n++) {
    await client.postJson('/cart/new-cart', { nomeOrdine: `Benchmark ${customer}-${n}` });
    const productIds = pickProducts(n);
    for (const productId of productIds) await client.postJson('/cart/add-ajax', { productId, quantity: 1 });
    const { cart } = await client.json<{ cart: { idCart: number; version: number; items: unknown[] } }>('/cart');
    if (cart.items.length !== productIds.length)
      throw new Error(`cart ${cart.idCart} has ${cart.items.length} lines, not ${productIds.length}`);
    prepared.push({
      customer,
      cartId: cart.idCart,
      lines: cart.items.length,
      key: randomUUID(),
      version: cart.version,
      body: { idCart: cart.idCart, addressId: address.id, fulfilmentOptionId, paymentMethod: 'terms' },
    });
  }
  return { client, orders: prepared };
}

import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

const demo = demoShop();

const json = { accept: 'application/json' };
const LIMIT = 99_999;
type Line = { orderItemId: number; productId: number; quantity: number; fgurgente: string; code: string };

/** A customer on a fresh cart of their own. */
async function onNewCart() {
  const client = new TestClient(demo.shop.app);
  await client.login(demo.fixture.customer.username, demo.fixture.customer.password);
  const cart = (await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Limiti' })).json();
  const lines = async (): Promise<Line[]> => (await client.request({ url: '/cart', headers: json })).json().cart?.items ?? [];
  return { client, cart, lines };
}

/** Old data: a line's quantity written straight into the database, past what any write path accepts now. */
function writeQuantity(orderItemId: number, quantity: number): void {
  const db = new Database(join(demo.shop.dataDir, 'reference.sqlite'));
  try {
    db.prepare('UPDATE cart_items SET quantity = ? WHERE id = ?').run(quantity, orderItemId);
  } finally {
    db.close();
  }
}

describe('a cart line holds at most 99,999 pieces', () => {
  it('refuses an add-to-cart whose sum would pass the limit, with the reason in Italian, and keeps the line', async () => {
    const { client, lines } = await onNewCart();
    const product = { productId: demo.fixture.product.id, fgurgente: 'N' };
    expect((await client.send('POST', '/cart/add-ajax', { ...product, quantity: LIMIT })).statusCode).toBe(200);
    const again = await client.send('POST', '/cart/add-ajax', { ...product, quantity: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().second.message).toMatch(/99\.999/);
    expect(again.json().second.message).toContain(demo.fixture.product.code);
    expect((await lines()).map((line) => line.quantity)).toEqual([LIMIT]);
  });

  it('reports a quick-order line that would pass the limit as not added, and adds the others', async () => {
    const { client, lines } = await onNewCart();
    await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: 90_000 });
    const pasted = await client.send('POST', '/cart/quick-order', {
      text: `${demo.fixture.product.code} 10000\n${demo.fixture.product.code} 9999`,
    });
    expect(pasted.statusCode).toBe(200);
    const [first, second] = pasted.json().lines;
    expect(first).toMatchObject({ line: 1, status: 'invalid' });
    expect(first.message).toMatch(/99\.999/);
    expect(second).toMatchObject({ line: 2, status: 'added', addedQuantity: 9999 });
    expect((await lines()).map((line) => line.quantity)).toEqual([LIMIT]);
  });

  it('refuses a line change that would merge two lines past the limit, changing neither', async () => {
    const { client, cart, lines } = await onNewCart();
    await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: 60_000, fgurgente: 'N' });
    await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: 60_000, fgurgente: 'S' });
    const urgent = (await lines()).find((line) => line.fgurgente === 'S');
    const merged = await client.send('POST', '/cart/update-cart-item', {
      idCart: cart.idCart,
      orderItemId: urgent?.orderItemId,
      fgurgente: 'N',
    });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().second.message).toMatch(/99\.999/);
    expect((await lines()).map((line) => [line.quantity, line.fgurgente])).toEqual([
      [60_000, 'N'],
      [60_000, 'S'],
    ]);
  });

  it('still shows a cart whose line is already past the limit, naming the line to fix, and never orders it', async () => {
    const { client, cart, lines } = await onNewCart();
    await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: 1 });
    const [line] = await lines();
    writeQuantity(line!.orderItemId, 299_997);

    const page = await client.request({ url: '/cart', headers: json });
    expect(page.statusCode).toBe(200);
    expect(page.json().cart.items[0].quantity).toBe(299_997);
    const html = await client.request({ url: '/cart', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toMatch(new RegExp(`${demo.fixture.product.code}[^<]*supera il limite di 99\\.999`));
    const header = await client.request({ url: '/cart/refresh-cart-ajax' });
    expect(header.statusCode).toBe(200);
    expect(header.body).toMatch(new RegExp(`${demo.fixture.product.code}[^<]*supera il limite di 99\\.999`));
    expect((await client.request({ url: '/cart/container-cart-ajax' })).statusCode).toBe(200);
    const listed = await client.request({ url: '/cart/list-carts', headers: json });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().find((row: { idCart: number }) => row.idCart === cart.idCart).quantity).toBe(299_997);
    const availability = await client.request({ url: `/cart/get-cart-item-availability/${line!.orderItemId}`, headers: json });
    expect(availability.statusCode).toBe(400);
    expect(availability.json().second.message).toContain(demo.fixture.product.code);

    const address = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
    const options = (
      await client.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${address.id}`, headers: json })
    ).json();
    const { version } = (await client.request({ url: '/cart', headers: json })).json().cart;
    const placed = await client.send(
      'POST',
      '/checkout/place-order',
      { idCart: cart.idCart, addressId: address.id, fulfilmentOptionId: options[0].id, paymentMethod: 'terms' },
      { 'idempotency-key': 'troppi-pezzi', 'if-match': `"${version}"` },
    );
    expect(placed.statusCode).toBe(400);
    expect(placed.json().second.message).toContain(demo.fixture.product.code);
    expect((await client.request({ url: '/cart', headers: json })).json().cart.idCart).toBe(cart.idCart);
  });
});

import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

const demo = demoShop();

async function loggedIn(who: 'customer' | 'otherCustomer' = 'customer') {
  const client = new TestClient(demo.shop.app);
  await client.login(demo.fixture[who].username, demo.fixture[who].password);
  const activeCart = async () => (await client.request({ url: '/cart', headers: { accept: 'application/json' } })).json().cart;
  const listed = async () => (await client.request({ url: '/cart/list-carts', headers: { accept: 'application/json' } })).json();
  const newCart = async (nomeOrdine: string) => (await client.send('POST', '/cart/new-cart', { nomeOrdine })).json();
  return { client, activeCart, listed, newCart };
}

describe('several active carts', () => {
  it('lists the open carts with name, lines and total, and each switch makes another the active cart', async () => {
    const { client, activeCart, listed, newCart } = await loggedIn();
    const first = await newCart('Panda di Rossi');
    await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
    const second = await newCart('Golf di Bianchi');
    expect((await activeCart()).idCart).toBe(second.idCart);

    const rows = await listed();
    expect(rows.find((row: { idCart: number }) => row.idCart === first.idCart)).toMatchObject({
      nomeOrdine: 'Panda di Rossi',
      lines: 1,
      quantity: demo.fixture.product.minQty,
    });
    expect(rows.find((row: { idCart: number }) => row.idCart === first.idCart).grossCents).toBeGreaterThan(0);
    expect(rows.find((row: { idCart: number }) => row.idCart === second.idCart)).toMatchObject({ nomeOrdine: 'Golf di Bianchi', lines: 0 });

    const before = await client.principal();
    const switched = await client.send('GET', `/cart/switch-cart?idCart=${first.idCart}`);
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toBe('OK');
    expect((await activeCart()).idCart).toBe(first.idCart);
    // Pages still showing the other cart are stale now: their edits answer 409.
    expect((await client.principal()).stateVersionToken).not.toBe(before.stateVersionToken);
    // The header's dropdown shows the switched-to cart.
    const header = await client.request({ url: '/cart/refresh-cart-ajax', headers: { accept: 'text/html' } });
    expect(header.body).toContain(`data-cart-id="${first.idCart}"`);
  });

  it('refuses a switch without the token (403), to an unknown or another customer’s cart (404 with the message), and for a visitor (401)', async () => {
    const { client, activeCart, newCart } = await loggedIn();
    const mine = await newCart('Mio');
    const stranger = await loggedIn('otherCustomer');
    const theirs = await stranger.newCart('Suo');

    expect((await client.request({ url: `/cart/switch-cart?idCart=${theirs.idCart}` })).statusCode).toBe(403);
    for (const idCart of [theirs.idCart, 999_999_999]) {
      const res = await client.send('GET', `/cart/switch-cart?idCart=${idCart}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().second.message).toMatch(/carrello/i);
    }
    expect((await client.send('GET', '/cart/switch-cart?idCart=abc')).statusCode).toBe(400);
    expect((await activeCart()).idCart).toBe(mine.idCart);
    expect((await stranger.activeCart()).idCart).toBe(theirs.idCart);
    const visitor = new TestClient(demo.shop.app);
    expect((await visitor.send('GET', `/cart/switch-cart?idCart=${mine.idCart}`)).statusCode).toBe(401);
  });

  it('creates one named cart per Idempotency-Key, however often the request is sent', async () => {
    const { client, listed } = await loggedIn();
    const count = (await listed()).length;
    const headers = { 'idempotency-key': 'nuovo-carrello-1' };
    const [a, b] = await Promise.all([
      client.send('POST', '/cart/new-cart', { nomeOrdine: 'Una volta sola' }, headers),
      client.send('POST', '/cart/new-cart', { nomeOrdine: 'Una volta sola' }, headers),
    ]);
    expect(a.json().idCart).toBe(b.json().idCart);
    expect((await listed()).length).toBe(count + 1);
  });

  it('deletes an empty cart, refuses one with lines (saying why), and the session moves to the latest open cart', async () => {
    const { client, activeCart, listed, newCart } = await loggedIn();
    const full = await newCart('Con righe');
    await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
    const refused = await client.send('POST', '/cart/delete-cart', { idCart: full.idCart });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().second.message).toBe('Il carrello contiene articoli: svuotalo prima di eliminarlo.');
    expect((await listed()).some((row: { idCart: number }) => row.idCart === full.idCart)).toBe(true);

    const empty = await newCart('Vuoto');
    expect((await activeCart()).idCart).toBe(empty.idCart);
    const deleted = await client.send('POST', '/cart/delete-cart', { idCart: empty.idCart });
    expect(deleted.body).toBe('OK');
    expect((await listed()).some((row: { idCart: number }) => row.idCart === empty.idCart)).toBe(false);
    expect((await activeCart()).idCart).toBe(full.idCart);
  });
});

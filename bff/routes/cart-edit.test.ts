import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

const demo = demoShop();

/** A customer logged in with a fresh cart holding the demo.fixture product at its minimum; answers the cart page data. */
async function customerWithCart(who: 'customer' | 'otherCustomer' = 'customer') {
  const client = new TestClient(demo.shop.app);
  await client.login(demo.fixture[who].username, demo.fixture[who].password);
  const created = await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Prova' });
  expect(created.statusCode).toBe(200);
  expect(
    (await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty })).statusCode,
  ).toBe(200);
  const page = async () => (await client.request({ url: '/cart', headers: { accept: 'application/json' } })).json();
  return { client, page, cart: (await page()).cart };
}

const form = (fields: Record<string, string | number>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});

describe('cart page calls', () => {
  it('saves name, notes and vehicle by form actions answering text OK, each a new version in the ETag', async () => {
    const { client, page, cart } = await customerWithCart();
    const { csrfToken } = await client.principal();
    const steps = [
      ['/cart/update-nome-ordine', { nomeOrdine: 'Panda di Rossi' }],
      ['/cart/update-note-ordine', { noteOrdine: 'Ritira alle 17' }],
      ['/cart/update-dati-veicolo', { vin: 'zfa31200000123456', plate: 'ab123cd', modello: 'Panda 1.2' }],
    ] as const;
    let version = cart.version;
    for (const [url, fields] of steps) {
      const { payload, ...type } = form({ csrfToken, idCart: cart.idCart, ...fields });
      const res = await client.request({ method: 'POST', url, payload, headers: { ...type, 'if-match': `"${version}"` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('OK');
      expect(Number(String(res.headers.etag).replaceAll('"', ''))).toBe(version + 1);
      version += 1;
    }
    expect((await page()).cart).toMatchObject({
      nomeOrdine: 'Panda di Rossi',
      noteOrdine: 'Ritira alle 17',
      vin: 'ZFA31200000123456',
      plate: 'AB123CD',
      modello: 'Panda 1.2',
    });
  });

  it('refuses an edit made on a page showing an older version (409), and changes nothing', async () => {
    const { client, page, cart } = await customerWithCart();
    const [line] = cart.items;
    const ok = await client.send(
      'POST',
      '/cart/update-cart-item',
      { idCart: cart.idCart, orderItemId: line.orderItemId, note: 'prima scheda' },
      { 'if-match': `"${cart.version}"` },
    );
    expect(ok.statusCode).toBe(200);
    const stale = await client.send(
      'POST',
      '/cart/update-cart-item',
      { idCart: cart.idCart, orderItemId: line.orderItemId, note: 'seconda scheda' },
      { 'if-match': `"${cart.version}"` },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().second.message).toMatch(/modificato/);
    expect((await page()).cart.items[0].note).toBe('prima scheda');
    // Not a version the shop sent: a word, or a number written with a leading zero (ETags compare as text).
    for (const ifMatch of ['v7', `"0${cart.version + 1}"`]) {
      const res = await client.send(
        'POST',
        '/cart/update-cart-item',
        { idCart: cart.idCart, orderItemId: line.orderItemId },
        { 'if-match': ifMatch },
      );
      expect(res.statusCode, ifMatch).toBe(400);
    }
  });

  it('takes the item update form with csrfToken and stateVersionToken, and a stale stateVersionToken is 409', async () => {
    const { client, page, cart } = await customerWithCart();
    const { csrfToken, stateVersionToken } = await client.principal();
    const [line] = cart.items;
    const quantity = demo.fixture.product.minQty * 2;
    const send = (state: string) => {
      const { payload, ...type } = form({
        csrfToken,
        stateVersionToken: state,
        idCart: cart.idCart,
        orderItemId: line.orderItemId,
        quantity,
        fgurgente: 'S',
        vehicle: 'Fiat Panda AB123CD',
      });
      return client.request({ method: 'POST', url: '/cart/update-cart-item', payload, headers: { ...type, accept: 'application/json' } });
    };
    const res = await send(stateVersionToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ quantity, fgurgente: 'S', urgent: true, vehicle: 'Fiat Panda AB123CD' });
    // Switching the active cart makes a new state version: a form of the page before it is stale.
    const other = await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Altro' });
    expect((await client.send('GET', `/cart/switch-cart?idCart=${cart.idCart}`)).body).toBe('OK');
    expect(other.statusCode).toBe(200);
    expect((await send(stateVersionToken)).statusCode).toBe(409);
    expect((await page()).cart.items[0].quantity).toBe(quantity);
  });

  it('refuses bad quantities with the reason: zero, negative, fractional, huge, off the pack', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login(demo.fixture.customer.username, demo.fixture.customer.password);
    await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Confezioni' });
    const packed = demo.fixture.packedProduct;
    const start = Math.max(packed.minQty, packed.packQty);
    expect((await client.send('POST', '/cart/add-ajax', { productId: packed.id, quantity: start })).statusCode).toBe(200);
    const { cart } = (await client.request({ url: '/cart', headers: { accept: 'application/json' } })).json();
    const line = cart.items.find((item: { productId: number }) => item.productId === packed.id);
    for (const quantity of [0, -2, 1.5, '2.0', 100_000, start + 1]) {
      const res = await client.send('POST', '/cart/update-cart-item', { idCart: cart.idCart, orderItemId: line.orderItemId, quantity });
      expect(res.statusCode, `quantity ${quantity}`).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    }
    const offPack = await client.send('POST', '/cart/update-cart-item', {
      idCart: cart.idCart,
      orderItemId: line.orderItemId,
      quantity: start + 1,
    });
    expect(offPack.json().second.message).toMatch(/multipli di/);
  });

  it('sets the order type and the urgent flag by GET with the token in the header, answering the cart', async () => {
    const { client, cart } = await customerWithCart();
    const type = await client.send('GET', `/cart/update-cart-tipo-ordine?idCart=${cart.idCart}&tipo_ordine=MAG`);
    expect(type.statusCode).toBe(200);
    expect(type.json()).toMatchObject({ tipo_ordine: 'MAG' });
    expect(type.json().netCents).toBeLessThan(cart.netCents);
    const urgent = await client.send('GET', `/update-cart-fgurgente?idCart=${cart.idCart}&fgurgente=S`);
    expect(urgent.json()).toMatchObject({ fgurgente: 'S', tipo_ordine: 'MAG' });
    // A stock order ships nothing urgent, whatever the flag.
    expect(urgent.json().items[0].urgent).toBe(false);
    expect((await client.send('GET', `/cart/update-cart-tipo-ordine?idCart=${cart.idCart}&tipo_ordine=XYZ`)).statusCode).toBe(400);
    expect((await client.send('GET', `/update-cart-fgurgente?idCart=${cart.idCart}&fgurgente=X`)).statusCode).toBe(400);
    expect((await client.request({ url: `/update-cart-fgurgente?idCart=${cart.idCart}&fgurgente=N` })).statusCode).toBe(403);
  });

  it('answers another customer 404 for every call naming this cart, and the cart stays as it was', async () => {
    const { page, cart } = await customerWithCart();
    const stranger = new TestClient(demo.shop.app);
    await stranger.login(demo.fixture.otherCustomer.username, demo.fixture.otherCustomer.password);
    const [line] = cart.items;
    const calls = [
      stranger.send('POST', '/cart/update-nome-ordine', { idCart: cart.idCart, nomeOrdine: 'Mio' }),
      stranger.send('GET', `/cart/update-cart-tipo-ordine?idCart=${cart.idCart}&tipo_ordine=URG`),
      stranger.send('GET', `/update-cart-fgurgente?idCart=${cart.idCart}&fgurgente=S`),
      stranger.send('POST', '/cart/update-cart-item', {
        idCart: cart.idCart,
        orderItemId: line.orderItemId,
        quantity: demo.fixture.product.minQty * 3,
      }),
      stranger.send('POST', '/cart/remove-cart-item', { idCart: cart.idCart, orderItemId: line.orderItemId }),
      stranger.send('GET', `/cart/switch-cart?idCart=${cart.idCart}`),
      stranger.send('POST', '/cart/delete-cart', { idCart: cart.idCart }),
      stranger.request({ url: `/cart/get-cart-item-availability/${line.orderItemId}` }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await page()).cart).toEqual(cart);
  });

  it('answers a visitor 401 and a call without the CSRF token 403', async () => {
    const visitor = new TestClient(demo.shop.app);
    expect((await visitor.send('POST', '/cart/update-nome-ordine', { idCart: 1, nomeOrdine: 'x' })).statusCode).toBe(401);
    const { client, cart } = await customerWithCart();
    const res = await client.request({
      method: 'POST',
      url: '/cart/remove-cart-item',
      payload: { idCart: cart.idCart, orderItemId: cart.items[0].orderItemId },
    });
    expect(res.statusCode).toBe(403);
  });

  it('tells a line’s availability and delivery for its quantity and urgency, and removes the line', async () => {
    const { client, page, cart } = await customerWithCart();
    const [line] = cart.items;
    const availability = await client.request({ url: `/cart/get-cart-item-availability/${line.orderItemId}` });
    expect(availability.statusCode).toBe(200);
    expect(availability.json()).toMatchObject({ message: expect.any(String), qtaImm: expect.any(Number) });
    const info = (await client.request({ url: `/cart/get-cart-item-availability-info/${line.orderItemId}` })).json();
    expect(info).toMatchObject({
      orderItemId: line.orderItemId,
      quantity: line.quantity,
      urgent: false,
      delivery: { text: expect.any(String) },
    });
    expect((await page()).offers[line.orderItemId]).toEqual({ availability: info.availability, delivery: info.delivery });
    const removed = await client.send('POST', '/cart/remove-cart-item', { idCart: cart.idCart, orderItemId: line.orderItemId });
    expect(removed.json().items).toEqual([]);
    expect((await client.request({ url: `/cart/get-cart-item-availability/${line.orderItemId}` })).statusCode).toBe(404);
    expect((await client.request({ url: '/cart/get-cart-item-availability/abc' })).statusCode).toBe(400);
  });

  it('renders /cart for a customer with the lines in the HTML, and asks a visitor to log in (403 page, 200 data)', async () => {
    const { client } = await customerWithCart();
    const html = await client.request({ url: '/cart', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('data-testid="cart-line"');
    const visitor = new TestClient(demo.shop.app);
    const page = await visitor.request({ url: '/cart', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Accedi con il tuo utente');
    const data = await visitor.request({ url: '/cart', headers: { accept: 'application/json' } });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ forbidden: true });
  });
});

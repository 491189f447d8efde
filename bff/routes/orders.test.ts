import { describe, expect, it } from 'vitest';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

const demo = demoShop();

const json = { accept: 'application/json' };
/** A customer with a cart of two lines, a saved address in the own delivery area and its first option. */
async function readyToOrder(who: 'customer' | 'otherCustomer' | 'staffAsCustomer' = 'customer') {
  const client = new TestClient(demo.shop.app);
  if (who === 'staffAsCustomer') {
    await client.login(demo.fixture.staff.username, demo.fixture.staff.password);
    const { csrfToken } = await client.principal();
    const switched = await client.request({
      url: `/login/impersonate?j_username=${demo.fixture.customer.username}&csrfToken=${csrfToken}`,
    });
    expect(switched.statusCode).toBe(303);
  } else {
    await client.login(demo.fixture[who].username, demo.fixture[who].password);
  }
  await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Ordine di prova' });
  await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
  await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.packedProduct.id, quantity: demo.fixture.packedProduct.minQty });
  const address = (await client.send('POST', '/checkout/shipping/add-address', TREVISO_ADDRESS)).json();
  const options = (
    await client.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${address.id}`, headers: json })
  ).json();
  const cart = (await client.request({ url: '/cart', headers: json })).json().cart;
  const placeOrder = (body: object, key: string, version: number = cart.version) =>
    client.send(
      'POST',
      '/checkout/place-order',
      { idCart: cart.idCart, addressId: address.id, fulfilmentOptionId: options[0].id, paymentMethod: 'terms', ...body },
      { 'idempotency-key': key, 'if-match': `"${version}"` },
    );
  const ordersTotal = async () => (await client.request({ url: '/area-clienti/ordini', headers: json })).json().total;
  return { client, cart, address, options, placeOrder, ordersTotal };
}

/** Follows the test provider's page: the customer's decision, then the provider's redirect back to the demo.shop. */
async function decideOnProviderPage(client: TestClient, next: string, decision: string) {
  const providerPath = new URL(next).pathname;
  const page = await client.request({ url: providerPath });
  expect(page.statusCode).toBe(200);
  expect(page.body).toMatch(/prova/i);
  const decided = await client.request({
    method: 'POST',
    url: providerPath,
    payload: `esito=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(decided.statusCode).toBe(303);
  const back = new URL(String(decided.headers.location), 'http://localhost');
  const returned = await client.request({ url: `${back.pathname}${back.search}` });
  expect(returned.statusCode).toBe(303);
  return String(returned.headers.location);
}

describe('placing and paying orders', () => {
  it('places one order on agreed terms however often it is sent, closes the cart, and lists the order', async () => {
    const { client, cart, placeOrder, ordersTotal } = await readyToOrder();
    const before = await ordersTotal();
    const [first, second] = await Promise.all([placeOrder({}, 'ordine-1'), placeOrder({}, 'ordine-1')]);
    expect(first.statusCode).toBe(200);
    expect(second.json().order.id).toBe(first.json().order.id);
    const { order, next, external } = first.json();
    expect(order).toMatchObject({ status: 'confirmed', paymentMethod: 'terms', paymentState: 'on_terms', nomeOrdine: 'Ordine di prova' });
    expect(order.lines).toHaveLength(2);
    expect(order.number).toMatch(/\S/);
    expect(order.grossCents).toBe(order.netCents + order.shippingCents + order.vatCents);
    expect(external).toBe(false);
    expect(next).toBe(`/area-clienti/ordini/${order.id}?esito=inviato`);
    const again = await placeOrder({}, 'ordine-1');
    expect(again.json().order.id).toBe(order.id);
    expect(await ordersTotal()).toBe(before + 1);

    // The cart is closed: the session no longer shows it.
    const now = (await client.request({ url: '/cart', headers: json })).json();
    expect(now.cart?.idCart).not.toBe(cart.idCart);
    const page = (await client.request({ url: next, headers: json })).json();
    expect(page).toMatchObject({ outcome: 'inviato', order: { id: order.id, address: { city: 'Treviso' } } });
    expect(page.order.promisedDelivery?.text).toMatch(/\S/);
  });

  it('pays by card on the test provider’s page: declined leaves the order awaiting payment, paying again settles it', async () => {
    const { client, placeOrder } = await readyToOrder();
    const placed = await placeOrder({ paymentMethod: 'card' }, 'ordine-carta');
    const { order, next, external } = placed.json();
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentState: 'awaiting' });
    expect(external).toBe(true);

    const declined = await decideOnProviderPage(client, next, 'rifiuta');
    expect(declined).toBe(`/area-clienti/ordini/${order.id}?esito=rifiutato`);
    expect((await client.request({ url: declined, headers: json })).json().order.paymentState).toBe('awaiting');

    const retry = await client.send('POST', '/checkout/pay', { orderId: order.id }, { 'idempotency-key': 'paga-di-nuovo' });
    expect(retry.statusCode).toBe(200);
    const paid = await decideOnProviderPage(client, retry.json().next, 'approva');
    expect(paid).toBe(`/area-clienti/ordini/${order.id}?esito=pagato`);
    expect((await client.request({ url: paid, headers: json })).json().order).toMatchObject({ paymentState: 'paid', status: 'confirmed' });
  });

  it('refuses what cannot be ordered, with the reason, and places nothing', async () => {
    const { client, cart, address, options, placeOrder, ordersTotal } = await readyToOrder();
    const before = await ordersTotal();
    const stale = await placeOrder({}, 'vecchio', cart.version - 1);
    expect(stale.statusCode).toBe(409);
    expect((await placeOrder({}, 'senza-versione', Number.NaN)).statusCode).toBe(400);
    const noKey = await client.send(
      'POST',
      '/checkout/place-order',
      { idCart: cart.idCart, addressId: address.id, fulfilmentOptionId: options[0].id, paymentMethod: 'terms' },
      { 'if-match': `"${cart.version}"` },
    );
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    const wrongOption = await placeOrder({ fulfilmentOptionId: 'NON-ESISTE' }, 'opzione');
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.json().second.message).toMatch(/\S/);

    const stranger = await readyToOrder('otherCustomer');
    const foreignAddress = await placeOrder({ addressId: stranger.address.id }, 'indirizzo-altrui');
    expect(foreignAddress.statusCode).toBe(404);
    expect(await ordersTotal()).toBe(before);

    const empty = new TestClient(demo.shop.app);
    await empty.login(demo.fixture.customer.username, demo.fixture.customer.password);
    const emptyCart = (await empty.send('POST', '/cart/new-cart', { nomeOrdine: 'Vuoto' })).json();
    const nothing = await empty.send(
      'POST',
      '/checkout/place-order',
      { idCart: emptyCart.idCart, addressId: address.id, fulfilmentOptionId: options[0].id, paymentMethod: 'terms' },
      { 'idempotency-key': 'vuoto', 'if-match': `"${emptyCart.version}"` },
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().second.message).toMatch(/vuoto/i);
  });

  it('keeps an order its customer’s own: another customer gets 404 for its page, its payment and its return', async () => {
    const { placeOrder } = await readyToOrder();
    const { order, next } = (await placeOrder({ paymentMethod: 'wallet' }, 'portafoglio')).json();
    const stranger = await readyToOrder('otherCustomer');
    expect((await stranger.client.request({ url: `/area-clienti/ordini/${order.id}`, headers: json })).statusCode).toBe(404);
    expect((await stranger.client.send('POST', '/checkout/pay', { orderId: order.id }, { 'idempotency-key': 'altrui' })).statusCode).toBe(
      404,
    );
    const providerRef = new URL(next).pathname.split('/').pop();
    const back = await stranger.client.request({ url: `/checkout/esito-pagamento?ordine=${order.id}&providerRef=${providerRef}` });
    expect(back.statusCode).toBe(404);
  });

  it('records both identities of an order placed by staff acting as the customer, and shows it on the order', async () => {
    const { placeOrder } = await readyToOrder('staffAsCustomer');
    const placed = await placeOrder({}, 'per-conto-del-cliente');
    expect(placed.statusCode).toBe(200);
    const { order } = placed.json();
    expect(order.placedFor.name).toBe(demo.fixture.customer.username);
    expect(order.placedBy.name).toBe(demo.fixture.staff.username);
    const mine = await readyToOrder();
    const seen = (await mine.client.request({ url: `/area-clienti/ordini/${order.id}`, headers: json })).json();
    expect(seen.order.placedBy).toEqual(order.placedBy);
    const html = (await mine.client.request({ url: `/area-clienti/ordini/${order.id}` })).body;
    expect(html).toContain(`Inserito da ${demo.fixture.staff.username} per conto di ${demo.fixture.customer.username}`);
  });
});

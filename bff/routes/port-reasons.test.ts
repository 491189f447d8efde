import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

const demo = demoShop();
const json = { accept: 'application/json' };

/**
 * The ERP says why it refused (a reason and its data); the shop words it. Each example of issue 22 as the customer
 * reads it: the texts come from the shop's tables, with the numbers of the reason's data.
 */
describe('a port’s refusals in the shop’s words', () => {
  it('names the quantity rule with the product’s minimum and pack', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login(demo.fixture.customer.username, demo.fixture.customer.password);
    const { id, minQty, packQty } = demo.fixture.packedProduct;
    const res = await client.send('POST', '/cart/add-ajax', { productId: id, quantity: minQty + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().second.message).toBe(`Quantità non valida: minimo ${minQty}, multipli di ${packQty}.`);
  });

  it('refuses an order without its Idempotency-Key and a country that is not an ISO code, in Italian', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login(demo.fixture.customer.username, demo.fixture.customer.password);
    const cart = (await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Senza chiave' })).json();
    const order = await client.send('POST', '/checkout/place-order', {
      idCart: cart.idCart,
      addressId: 1,
      fulfilmentOptionId: 'X',
      paymentMethod: 'terms',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('Manca la chiave Idempotency-Key: l’ordine non è stato inviato.');
    const country = await client.request({
      url: '/checkout/shipping/get-fulfillment-options-na?stateProvinceRegion=MI&country=Italia',
      headers: json,
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toBe('Paese: codice ISO di due lettere (es. IT).');
  });

  it('says an unknown user is not found when staff act for one', async () => {
    const client = new TestClient(demo.shop.app);
    await client.login(demo.fixture.staff.username, demo.fixture.staff.password);
    const { csrfToken } = await client.principal();
    const res = await client.request({ url: `/login/impersonate?j_username=nessuno-xyz&csrfToken=${csrfToken}`, headers: json });
    expect(res.json().message).toBe('Utente non trovato.');
  });
});

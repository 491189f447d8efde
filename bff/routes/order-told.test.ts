import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.ts';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';

// Wednesday 25 November 2026, 17:00 in Rome: after the last van run's cut-off, between the urgent and the
// standard courier's cut-offs.
const demo = demoShop({}, { clock: fixedClock('2026-11-25T17:00:00+01:00') });

const json = { accept: 'application/json' };
const html = { accept: 'text/html' };
const MILAN_ADDRESS = {
  ...TREVISO_ADDRESS,
  business: 'Officina Verdi',
  street: 'Via Padova 3',
  postalCode: '20127',
  city: 'Milano',
  stateProvinceRegion: 'MI',
};

/** The demo customer with a named cart of one line and a saved address. */
async function cartFor(address: typeof TREVISO_ADDRESS | typeof MILAN_ADDRESS) {
  const client = new TestClient(demo.shop.app);
  await client.login(demo.fixture.customer.username, demo.fixture.customer.password);
  const cart = (await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Panda di Rossi' })).json();
  await client.send('POST', '/cart/update-note-ordine', { idCart: cart.idCart, noteOrdine: 'Commessa 4711' });
  await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
  const saved = (await client.send('POST', '/checkout/shipping/add-address', address)).json();
  const options = (
    await client.request({ url: `/checkout/shipping/get-fulfillment-options?address_id=${saved.id}`, headers: json })
  ).json();
  return { client, address: saved, options };
}

describe('an order told in full', () => {
  it('the review shows the order name, the notes and the agreed terms as the ERP names them', async () => {
    const { client, address, options } = await cartFor(TREVISO_ADDRESS);
    const review = await client.request({ url: `/checkout/pagamento?indirizzo=${address.id}&consegna=${options[0].id}`, headers: html });
    expect(review.statusCode).toBe(200);
    expect(review.body).toMatch(/data-field="order-name"[^>]*>Panda di Rossi</);
    expect(review.body).toMatch(/data-field="order-notes"[^>]*>Commessa 4711</);
    expect(review.body).toContain('Ri.Ba. 60 giorni fine mese');
    expect(review.body).not.toContain('Condizioni concordate:');
  });

  it('the confirmation reads the payment as agreed, with the order name, the notes and the delivery as a date', async () => {
    const { client, address, options } = await cartFor(TREVISO_ADDRESS);
    const cart = (await client.request({ url: '/cart', headers: json })).json().cart;
    const van = options.find((option: { kind: string }) => option.kind === 'van');
    const placed = await client.send(
      'POST',
      '/checkout/place-order',
      { idCart: cart.idCart, addressId: address.id, fulfilmentOptionId: van.id, paymentMethod: 'terms' },
      { 'idempotency-key': 'ordine-detto', 'if-match': `"${cart.version}"` },
    );
    expect(placed.statusCode).toBe(200);
    const page = await client.request({ url: placed.json().next, headers: html });
    expect(page.body).toMatch(/data-field="order-name"[^>]*>Panda di Rossi</);
    expect(page.body).toMatch(/data-field="order-notes"[^>]*>Commessa 4711</);
    expect(page.body).toContain('Ri.Ba. 60 giorni fine mese');
    expect(page.body).not.toContain('Alle condizioni concordate');
    // Thursday's morning run, said as a date: "domani" would be wrong tomorrow.
    expect(page.body).toContain('giovedì 26 novembre, mattina');
    const list = (await client.request({ url: '/area-clienti/ordini', headers: json })).json();
    expect(list.rows[0].promisedDelivery.text).toBe('giovedì 26 novembre, mattina');
    const listPage = await client.request({ url: '/area-clienti/ordini', headers: html });
    expect(listPage.body).toMatch(/Ri\.Ba\. 60 giorni fine mese<\/td>/);
  });

  it('says a counter pick-up is collected, not delivered', async () => {
    const { client, address } = await cartFor(TREVISO_ADDRESS);
    const review = await client.request({ url: `/checkout/pagamento?indirizzo=${address.id}&consegna=PICKUP`, headers: html });
    // 17:00: too late for today's runs; ready at the counter with tomorrow's first one, never "giro delle".
    expect(review.body).toMatch(/data-testid="review-option"[^]*Ritiro al banco domani dalle 08:30/);
    expect(review.body).not.toMatch(/data-testid="review-option"[^]*giro delle/);
    expect(review.body).not.toMatch(/data-testid="review-option"[^]*Consegna prevista: /);
  });

  it('never offers the urgent courier for the day the standard courier brings the goods', async () => {
    const { options } = await cartFor(MILAN_ADDRESS);
    const courier = options.find((option: { id: string }) => option.id === 'COURIER');
    expect(courier).toBeDefined();
    const express = options.find((option: { id: string }) => option.id === 'EXPRESS');
    if (express) expect(express.delivery.arrivesBy.slice(0, 10)).not.toBe(courier.delivery.arrivesBy.slice(0, 10));
    for (const option of options) expect(option.description).not.toMatch(/10:30/);
  });
});

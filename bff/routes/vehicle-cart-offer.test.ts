import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';
import { parseDocument } from '../../shared/testing/markup.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const chosen = {
  idMarca: '1',
  idModello: '2',
  idVeicolo: '3',
  dsmarca: 'Fiat',
  dsmodello: 'Panda',
  dsversione: '1.2',
  plate_num: 'ab123cd',
  telaio: 'ZFA31200000123456',
};
// The cookies name no model year, so the version's details are not looked up (version null).
const offered = { modello: 'Fiat Panda 1.2', plate: 'AB123CD', vin: 'ZFA31200000123456', version: null };

/** A customer with a new empty cart and the given cookies; answers the client and the cart page's data. */
async function customer(cookies: Record<string, string>) {
  const client = new TestClient(shop.app);
  await client.login('demo', 'demo');
  expect((await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Officina' })).statusCode).toBe(200);
  for (const [name, value] of Object.entries(cookies)) client.setCookie(name, value);
  const page = async () => (await client.request({ url: '/cart', headers: { accept: 'application/json' } })).json();
  return { client, page };
}

describe("the cart's order data offers the chosen vehicle (issue 11)", () => {
  it('puts the vehicle of the cookies in the page data, and the server draws the offer in the first HTML', async () => {
    const { client, page } = await customer(chosen);
    expect((await page()).vehicleOffer).toEqual(offered);
    const html = await client.request({ url: '/cart', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Usa il veicolo scelto: Fiat Panda 1.2 (AB123CD)');
    expect(parseDocument(html.body)('datalist#cart-vehicle-plate > option').first().attr('value')).toBe('AB123CD');
  });

  it('offers nothing without a vehicle or with malformed cookies, and drops a chassis number the VIN field refuses', async () => {
    const none = await customer({ ...chosen, idVeicolo: 'abc' });
    expect((await none.page()).vehicleOffer).toBeNull();
    const html = await none.client.request({ url: '/cart', headers: { accept: 'text/html' } });
    expect(html.body).not.toContain('Usa il veicolo scelto');
    const badVin = await customer({ ...chosen, telaio: 'WITH-O-AND-I' });
    expect((await badVin.page()).vehicleOffer).toEqual({ ...offered, vin: '' });
  });

  it('once saved through the form action, the next page holds the vehicle and no longer offers the button', async () => {
    const { client, page } = await customer(chosen);
    const { cart, vehicleOffer } = await page();
    const { csrfToken } = await client.principal();
    const saved = await client.request({
      method: 'POST',
      url: '/cart/update-dati-veicolo',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'if-match': `"${cart.version}"` },
      payload: new URLSearchParams({ csrfToken, idCart: String(cart.idCart), ...vehicleOffer }).toString(),
    });
    expect(saved.body).toBe('OK');
    expect((await page()).cart).toMatchObject({ modello: offered.modello, plate: offered.plate, vin: offered.vin });
    const html = await client.request({ url: '/cart', headers: { accept: 'text/html' } });
    expect(html.body).not.toContain('Usa il veicolo scelto');
  });
});

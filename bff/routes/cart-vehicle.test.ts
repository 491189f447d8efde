import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';
import { lineVehicle } from './cart.ts';
import { specVehicles } from '../testing/spec-fixture.ts';

let shop: TestApp;
let productId: number;
let idVeicolo: number;
let vehicle: ReturnType<typeof specVehicles>['vehicle'];
beforeAll(async () => {
  shop = await createTestApp();
  const fixture = await demoFixtureOf(shop);
  productId = fixture.product.id;
  vehicle = specVehicles(fixture.vehicles).vehicle;
  idVeicolo = vehicle.idVeicolo;
});
afterAll(async () => shop.close());

async function cartLines(client: TestClient) {
  const res = await client.request({ method: 'GET', url: '/cart', headers: { accept: 'application/json' } });
  return res.json().cart.items as Array<{ productId: number; vehicle: string }>;
}

describe('adding to the cart with a vehicle chosen', () => {
  it('offers the chosen vehicle to the order data with its version’s details, so versions alike are told apart', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const cookies = {
      idMarca: String(vehicle.idMarca),
      idModello: String(vehicle.idModello),
      idVeicolo: String(vehicle.idVeicolo),
      model_id: `${vehicle.idModello}|${vehicle.modelloAnno}`,
      dsmarca: 'Marca',
      dsmodello: 'Modello',
      dsversione: 'Versione',
    };
    for (const [name, value] of Object.entries(cookies)) client.setCookie(name, value);
    const page = (await client.request({ method: 'GET', url: '/cart', headers: { accept: 'application/json' } })).json();
    expect(page.vehicleOffer.version).toMatchObject({ idVeicolo: vehicle.idVeicolo, kw: expect.any(Number), dal: expect.any(String) });
  });

  it("stores the vehicle's name and plate on the line's vehicle data", async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    const cookies = {
      idMarca: '1',
      idModello: '2',
      idVeicolo: String(idVeicolo),
      dsmarca: 'Fiat',
      dsmodello: 'Punto',
      dsversione: '1.2 8V',
      plate_num: 'AB123CD',
    };
    for (const [name, value] of Object.entries(cookies)) client.setCookie(name, value);
    const res = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1, fgurgente: 'N' });
    expect(res.statusCode).toBe(200);
    const line = (await cartLines(client)).find((item) => item.productId === productId);
    expect(line?.vehicle).toBe('Fiat Punto 1.2 8V · AB123CD');
  });

  it('leaves the vehicle data empty without a chosen vehicle, and ignores invalid cookies', async () => {
    const client = new TestClient(shop.app);
    await client.login('demo', 'demo');
    client.setCookie('idVeicolo', 'abc');
    const res = await client.send('POST', '/cart/add-ajax', { productId, quantity: 1, fgurgente: 'N' });
    expect(res.statusCode).toBe(200);
    expect(lineVehicle({ idVeicolo: 'abc' })).toBeNull();
    expect(lineVehicle({ idMarca: '1', idModello: '2', idVeicolo: '3', dsmarca: 'x'.repeat(300) })?.length).toBe(120);
  });
});

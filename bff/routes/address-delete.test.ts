import { describe, expect, it } from 'vitest';
import { TREVISO_ADDRESS } from '../testing/sample-address.ts';
import { TestClient } from '../testing/test-app.ts';
import { demoShop } from '../testing/demo-shop.ts';
import { placeActiveCart } from '../testing/place-order.ts';

const demo = demoShop();

const json = { accept: 'application/json' };
type Address = { id: number; business: string; fgEditable: 'Y' | 'N' };

async function customer(who: 'customer' | 'otherCustomer' = 'customer') {
  const client = new TestClient(demo.shop.app);
  await client.login(demo.fixture[who].username, demo.fixture[who].password);
  const listed = async (): Promise<Address[]> => (await client.request({ url: '/checkout/spedizione', headers: json })).json().addresses;
  const add = async (business: string): Promise<Address> =>
    (await client.send('POST', '/checkout/shipping/add-address', { ...TREVISO_ADDRESS, business })).json();
  const remove = (addressId: number) => client.send('POST', '/checkout/shipping/delete-address', { addressId });
  return { client, listed, add, remove };
}

describe('deleting a saved address', () => {
  it('deletes an address of the customer: it is no longer listed, and deleting it again is 404', async () => {
    const { listed, add, remove } = await customer();
    const kept = await add('Da eliminare');
    expect((await listed()).map((address) => address.id)).toContain(kept.id);
    const deleted = await remove(kept.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ removed: true });
    expect((await listed()).map((address) => address.id)).not.toContain(kept.id);
    const again = await remove(kept.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().second.message).toMatch(/Indirizzo non trovato/);
  });

  it('keeps the address on an order placed to it', async () => {
    const { client, add, remove } = await customer();
    await client.send('POST', '/cart/new-cart', { nomeOrdine: 'Ordine con indirizzo eliminato' });
    await client.send('POST', '/cart/add-ajax', { productId: demo.fixture.product.id, quantity: demo.fixture.product.minQty });
    const address = await add('Officina da ricordare');
    const { placed } = await placeActiveCart(client, address.id, 'terms', 'indirizzo-eliminato');
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().order.id;
    expect((await remove(address.id)).statusCode).toBe(200);
    const order = (await client.request({ url: `/area-clienti/ordini/${orderId}`, headers: json })).json();
    expect(JSON.stringify(order)).toContain('Officina da ricordare');
    expect(JSON.stringify(order)).toContain(TREVISO_ADDRESS.street);
  });

  it('answers 404 for another customer’s address and changes nothing; the registered address stays (400)', async () => {
    const mine = await customer();
    const address = await mine.add('Non tua');
    const stranger = await customer('otherCustomer');
    const stolen = await stranger.remove(address.id);
    expect(stolen.statusCode).toBe(404);
    expect((await mine.listed()).map((a) => a.id)).toContain(address.id);

    const registered = (await mine.listed()).find((a) => a.fgEditable === 'N');
    expect(registered).toBeDefined();
    const refused = await mine.remove(registered!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().second.message).toMatch(/registrato/);
  });

  it('asks for the CSRF token (403) and a customer (401) before reading the body', async () => {
    const { client, add } = await customer();
    const address = await add('Con token');
    const noToken = await client.request({
      method: 'POST',
      url: '/checkout/shipping/delete-address',
      payload: { addressId: address.id },
      headers: json,
    });
    expect(noToken.statusCode).toBe(403);
    const visitor = new TestClient(demo.shop.app);
    expect((await visitor.send('POST', '/checkout/shipping/delete-address', { nonsense: true })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

// Wednesday 25 November 2026, 14:00 in Rome: before the 15:00 cut-off of the 15:30 van run.
const clock = fixedClock('2026-11-25T14:00:00+01:00');
let shop: TestApp;
/** A product held at TV (demo's warehouse) and at MI (demo2's). */
let productId: number;
const UNKNOWN = 999_999_999;
beforeAll(async () => {
  shop = await createTestApp({}, { clock });
  const { openReference } = await import('../../adapters/reference/index.ts');
  const reference = openReference({ dataDir: shop.dataDir });
  try {
    productId = reference.db
      .prepare<[], { id: number }>(
        `SELECT product_id AS id FROM stock WHERE warehouse_code = 'TV' AND quantity > 0
        AND product_id IN (SELECT product_id FROM stock WHERE warehouse_code = 'MI' AND quantity > 0) ORDER BY product_id LIMIT 1`,
      )
      .get()?.id as number;
  } finally {
    reference.close();
  }
});
afterAll(async () => shop.close());

async function client(username?: 'demo' | 'demo2'): Promise<TestClient> {
  const c = new TestClient(shop.app);
  if (username) expect((await c.login(username, username)).statusCode).toBe(200);
  return c;
}
const get = (c: TestClient, url: string) => c.request({ method: 'GET', url, headers: { accept: 'application/json' } });

describe('GET /get-price-product/:productId', () => {
  it('answers a customer’s price, urgent when asked, formatted for it-IT', async () => {
    const demo = await client('demo');
    const normal = await get(demo, `/get-price-product/${productId}`);
    expect(normal.statusCode).toBe(200);
    expect(normal.headers['cache-control']).toBe('private, no-store');
    const body = normal.json();
    expect(body).toEqual({
      productId,
      fgurgente: 'N',
      listCents: expect.any(Number),
      netCents: expect.any(Number),
      price: expect.stringMatching(/^\d[\d.]*,\d\d\s€$/),
    });
    expect(body.netCents).toBeLessThanOrEqual(body.listCents);
    const urgent = (await get(demo, `/get-price-product/${productId}?fgurgente=S`)).json();
    expect(urgent.fgurgente).toBe('S');
    expect(urgent.netCents).toBeGreaterThan(body.netCents);
    // demo2 has other conditions: no 3 % on every brand, a 15 % urgent surcharge.
    const other = (await get(await client('demo2'), `/get-price-product/${productId}`)).json();
    expect(other.netCents).not.toBe(body.netCents);
  });

  it('asks a visitor to log in (401)', async () => {
    expect((await get(await client(), `/get-price-product/${productId}`)).statusCode).toBe(401);
  });
});

describe('GET /check-qta-available', () => {
  it('tells a customer where the pieces are and when they arrive', async () => {
    const res = await get(await client('demo'), `/check-qta-available?productId=${productId}&qtaRich=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      showMessage: false,
      showOnlyInfo: false,
      message: 'Disponibile: 1 pezzo a Treviso, consegna oggi, giro delle 15:30',
      qtaImm: 1,
      isQtaImm: true,
      pluralQtaImm: false,
      qtaOtherStore: 0,
      isQtaOtherStore: false,
      dsconsMaga: '',
      qtaNoDisp: 0,
      isQtaNoDisp: false,
      dsconsQtaNoDisp: '',
    });
    const milano = (await get(await client('demo2'), `/check-qta-available?productId=${productId}&qtaRich=1`)).json();
    expect(milano.message).toBe('Disponibile: 1 pezzo a Milano, consegna domani');
  });

  it('splits a quantity beyond the stock into parts that add up, with plurals and delivery texts', async () => {
    const reply = (await get(await client('demo'), `/check-qta-available?productId=${productId}&qtaRich=99999`)).json();
    expect(reply.showMessage).toBe(true);
    expect(reply.message).toMatch(/^Disponibile in parte: \d+ pezz[oi] a Treviso, consegna oggi, giro delle 15:30$/);
    expect(reply.qtaImm + reply.qtaOtherStore + reply.qtaNoDisp).toBe(99_999);
    expect(reply).toMatchObject({ isQtaOtherStore: true, isQtaDispOther: true, isQtaNoDisp: true, pluralQtaNoDisp: true });
    expect(reply.messageDispOther).toMatch(/^\d+ pezz[oi] da altri magazzini: .*Milano/);
    // The shuttle from Milano or Roma arrives tomorrow at 7:00, the one from Napoli a night later.
    expect(reply.dsconsMaga).toBe(reply.messageDispOther.includes('Napoli') ? 'venerdì 27 novembre' : 'domani mattina');
    expect(reply.dsconsQtaNoDisp).not.toBe('');
  });

  it('informs a visitor without promising a delivery', async () => {
    const reply = (await get(await client(), `/check-qta-available?productId=${productId}&qtaRich=1`)).json();
    expect(reply).toMatchObject({ showOnlyInfo: true, message: 'Disponibile: 1 pezzo a Treviso', dsconsMaga: '', dsconsQtaNoDisp: '' });
  });
});

describe('GET /get-delivery-time/:productId', () => {
  it('promises the whole quantity at the customer’s address, urgent earlier', async () => {
    const demo = await client('demo');
    const normal = await get(demo, `/get-delivery-time/${productId}?quantity=1`);
    expect(normal.statusCode).toBe(200);
    expect(normal.headers['cache-control']).toBe('private, no-store');
    expect(normal.json()).toEqual({
      productId,
      quantity: 1,
      urgent: false,
      arrivesBy: '2026-11-25T18:00:00+01:00',
      method: 'van',
      run: '15:30',
      from: { code: 'TV', name: 'Treviso' },
      text: 'oggi, giro delle 15:30',
    });
    const urgent = (await get(demo, `/get-delivery-time/${productId}?quantity=1&fgurgente=S`)).json();
    expect(urgent).toMatchObject({ urgent: true, method: 'express', text: 'oggi entro le 16:00' });
    const milano = (await get(await client('demo2'), `/get-delivery-time/${productId}?quantity=1&fgurgente=N`)).json();
    expect(milano).toMatchObject({ method: 'courier', text: 'domani', from: { code: 'MI' } });
  });

  it('promises a visitor delivery in Italy, no address known (SPEC §6 does not keep it from visitors)', async () => {
    const visitor = await get(await client(), `/get-delivery-time/${productId}?quantity=1`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ productId, quantity: 1, urgent: false, method: 'courier' });
    expect(visitor.json().text).toEqual(expect.any(String));
  });
});

describe('bad input', () => {
  it.each([
    ['a price of a non-numeric id', '/get-price-product/abc', 'params.productId'],
    ['a price of an id in hex', '/get-price-product/0x1f', 'params.productId'],
    ['a price with a bad urgent flag', '/get-price-product/1?fgurgente=X', 'querystring.fgurgente'],
    ['availability of a non-numeric id', '/check-qta-available?productId=abc&qtaRich=1', 'querystring.productId'],
    ['availability without an id', '/check-qta-available?qtaRich=1', 'querystring.productId'],
    ['availability without a quantity', '/check-qta-available?productId=1', 'querystring.qtaRich'],
    ...['0', '-1', '1.5', '100000', '1e3', 'x'].map((q) => [
      `availability of ${q} pieces`,
      `/check-qta-available?productId=1&qtaRich=${q}`,
      'querystring.qtaRich',
    ]),
    ['a delivery time of a non-numeric id', '/get-delivery-time/abc?quantity=1', 'params.productId'],
    ['a delivery time without a quantity', '/get-delivery-time/1', 'querystring.quantity'],
    ...['0', '-1', '1.5', '100000', '1e3'].map((q) => [
      `a delivery time of ${q} pieces`,
      `/get-delivery-time/1?quantity=${q}`,
      'querystring.quantity',
    ]),
    ['a delivery time with a bad urgent flag', '/get-delivery-time/1?quantity=1&fgurgente=si', 'querystring.fgurgente'],
  ])('refuses %s with 400 naming the parameter', async (_label, url, path) => {
    const res = await get(await client('demo'), url);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it.each([
    ['price', `/get-price-product/${UNKNOWN}`],
    ['availability', `/check-qta-available?productId=${UNKNOWN}&qtaRich=1`],
    ['delivery time', `/get-delivery-time/${UNKNOWN}?quantity=1`],
  ])('answers 404 for the %s of an unknown product', async (_label, url) => {
    const res = await get(await client('demo'), url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Articolo non trovato.', second: { message: 'Articolo non trovato.' } });
  });

  it('checks the login before the input: a visitor gets 401 for a price whatever they send', async () => {
    expect((await get(await client(), '/get-price-product/abc')).statusCode).toBe(401);
  });

  it('answers a visitor’s bad delivery-time input with a 400, as a customer’s', async () => {
    expect((await get(await client(), '/get-delivery-time/abc?quantity=0')).statusCode).toBe(400);
  });
});

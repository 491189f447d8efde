import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let staff: TestClient;
beforeAll(async () => {
  shop = await createTestApp();
  staff = new TestClient(shop.app);
  await staff.login('staff', 'staff');
});
afterAll(async () => shop.close());

const json = { accept: 'application/json' };

describe('GET /assistenza/… (support debug calls)', () => {
  it('shows staff a live exchange: operation, input, outcome, duration, reply; no upstream with the embedded adapter', async () => {
    const { codedProduct } = await demoFixtureOf(shop);
    const res = await staff.request({ url: `/assistenza/catalogo/list-results?artCode=${codedProduct.code}`, headers: json });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const body = res.json();
    expect(body).toMatchObject({
      call: `/assistenza/catalogo/list-results?artCode=${codedProduct.code}`,
      operation: 'partsLookup.articles',
      input: { q: codedProduct.code },
      ok: true,
      status: 200,
      cache: 'bypassed',
    });
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
    expect(body.reply).toContainEqual(expect.objectContaining({ code: codedProduct.code, priceListCode: codedProduct.priceListCode }));
    expect(body).not.toHaveProperty('upstream');
  });

  it('maps each call to its operation, and shows a port failure as the exchange', async () => {
    const { codedProduct } = await demoFixtureOf(shop);
    const cross = await staff.request({
      url: `/assistenza/catalogo/list-cross?artCode=${codedProduct.oe.code}&artSuppl=${codedProduct.oe.priceListCode}`,
      headers: json,
    });
    expect(cross.json()).toMatchObject({ operation: 'vehicles.cross', ok: true, input: { priceListCode: codedProduct.oe.priceListCode } });
    expect(cross.json().reply.count).toBeGreaterThan(0);
    const results = await staff.request({ url: `/assistenza/list-results-catalogo?artCode=${codedProduct.code}`, headers: json });
    expect(results.json()).toMatchObject({ operation: 'partsLookup.articles', ok: true });
    const row = await staff.request({
      url: `/assistenza/list-cross-catalogo?codiceListino=${codedProduct.priceListCode}&listino=Denso&codiceArticolo=${codedProduct.code}&tipo=A`,
      headers: json,
    });
    expect(row.json()).toMatchObject({
      operation: 'catalogue.codeRow',
      ok: true,
      cache: 'not-cacheable',
      input: { priceListCode: codedProduct.priceListCode, code: codedProduct.code, kind: 'article', withEquivalents: true },
    });
    expect(row.json().reply.length).toBeGreaterThan(1);
    expect((await staff.request({ url: '/assistenza/catalogo/list-results', headers: json })).statusCode).toBe(400);
  });

  it('answers from the port, never from the cache', async () => {
    const { codedProduct } = await demoFixtureOf(shop);
    // The search box's lookup fills the cache with the same operation and input.
    expect((await staff.request({ url: `/search-ws-catalogo?q=${codedProduct.code}` })).statusCode).toBe(200);
    const cachedValue = await shop.app.ports.partsLookup.articles({ q: codedProduct.code }, { requestId: 't', actor: null });
    const res = await staff.request({ url: `/assistenza/list-results-catalogo?artCode=${codedProduct.code}`, headers: json });
    const body = res.json();
    // A reply from the cache passes no implementation: the operation entry is the implementation's own.
    expect(body).toMatchObject({ cache: 'bypassed', operation: 'partsLookup.articles', ok: true });
    expect(body.reply).toEqual(cachedValue);
    expect(body.reply).not.toBe(cachedValue);
  });

  it('refuses a visitor (401) and a trade customer (403), before reading the query', async () => {
    const visitor = await shop.app.inject({ url: '/assistenza/catalogo/list-results?artCode=X', headers: json });
    expect(visitor.statusCode).toBe(401);
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    for (const url of [
      '/assistenza/catalogo/list-results?artCode=X',
      '/assistenza/catalogo/list-cross',
      '/assistenza/list-cross-catalogo',
    ]) {
      expect((await customer.request({ url, headers: json })).statusCode).toBe(403);
    }
  });
});

describe('the /assistenza page', () => {
  it('renders staff the exchange of the call its URL names; its data is the same exchange', async () => {
    const { codedProduct } = await demoFixtureOf(shop);
    const url = `/assistenza?call=lookup-results&artCode=${codedProduct.code}`;
    const html = await staff.request({ url, headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('partsLookup.articles');
    const data = await staff.request({ url, headers: json });
    expect(data.json().exchange).toMatchObject({ operation: 'partsLookup.articles', ok: true, cache: 'bypassed' });
    const empty = await staff.request({ url: '/assistenza', headers: json });
    expect(empty.json()).toEqual({ exchange: null });
    // The port's own validation shows in the exchange.
    const invalid = await staff.request({ url: '/assistenza?call=lookup-results&artCode=', headers: json });
    expect(invalid.json().exchange).toMatchObject({ ok: false, errorCode: 'invalid', status: 400 });
    // The refused field in its form's words, whatever the port calls it.
    const noList = await staff.request({ url: '/assistenza?call=lookup-cross&artCode=46799795&artSuppl=', headers: json });
    expect(noList.json().exchange).toMatchObject({ operation: 'vehicles.cross', errorCode: 'invalid' });
    expect(JSON.stringify(noList.json().exchange)).toContain('Codice listino: valore non valido.');
  });

  it('is forbidden to a customer (403 HTML, forbidden data) and runs nothing', async () => {
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    const url = '/assistenza?call=lookup-results&artCode=DDS8747';
    expect((await customer.request({ url, headers: { accept: 'text/html' } })).statusCode).toBe(403);
    const data = await customer.request({ url, headers: json });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ forbidden: true });
    expect((await shop.app.inject({ url, headers: { accept: 'text/html' } })).statusCode).toBe(403);
  });
});

describe('GET /assistenza/… over the http adapter', () => {
  const UPSTREAM = 'http://parts-provider.test';
  let remote: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    remote = await createTestApp({
      PARTS_CATALOGUE_ADAPTER: 'http',
      PARTS_CATALOGUE_URL: UPSTREAM,
      PARTS_CATALOGUE_TOKEN: 'provider-s3cret',
      UPSTREAM_RETRIES: '1',
    });
    client = new TestClient(remote.app);
    await client.login('staff', 'staff');
  });
  afterAll(async () => remote.close());

  it('shows each upstream attempt, secrets masked, retries included', async () => {
    const row = {
      priceListCode: 'DEN',
      priceList: 'Denso',
      code: 'DDS8747',
      kind: 'article',
      withEquivalents: true,
      description: 'Filtro',
    };
    const scope = nock(UPSTREAM)
      .post('/partsLookup/articles')
      .reply(503, { error: { code: 'unavailable', reason: 'upstream-busy', data: {}, detail: 'busy' } })
      .post('/partsLookup/articles')
      .reply(200, { output: [row] }, { 'set-cookie': 'lb=2' });
    const res = await client.request({ url: '/assistenza/catalogo/list-results?artCode=DDS8747', headers: json });
    scope.done();
    const body = res.json();
    expect(body).toMatchObject({ operation: 'partsLookup.articles', ok: true, cache: 'bypassed', reply: [row] });
    expect(body.upstream).toHaveLength(2);
    expect(body.upstream[0]).toMatchObject({
      attempt: 1,
      method: 'POST',
      url: `${UPSTREAM}/partsLookup/articles`,
      status: 503,
      requestHeaders: { authorization: '[masked]' },
      error: 'unavailable/upstream-busy: busy',
    });
    expect(body.upstream[1]).toMatchObject({ attempt: 2, status: 200, replyHeaders: { 'set-cookie': '[masked]' } });
    expect(res.body).not.toContain('provider-s3cret');
    expect(res.body).not.toContain('lb=2');
  });
});

import nock from 'nock';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 11, bad input: the parts-catalogue provider down (the http adapter at a closed port) or slow (a reply after
 * the deadline): the vehicle pages still render, the generic error shown where the provider's answer was.
 */
const SLOW_UPSTREAM = 'http://catalogo-lento.test';
const GENERIC_ERROR = 'Si è verificato un errore durante l’elaborazione della richiesta.';
const chosen = { idMarca: '1', idModello: '2', idVeicolo: '3', dsmarca: 'Fiat', dsmodello: 'Panda', dsversione: '1.2' };

const logs: string[] = [];
const logStream = { write: (line: string) => void logs.push(line) };

let down: TestApp;
let slow: TestApp;
let productPath: string;
beforeAll(async () => {
  const provider = { PARTS_CATALOGUE_ADAPTER: 'http', UPSTREAM_RETRIES: '0', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' };
  [down, slow] = await Promise.all([
    createTestApp({ ...provider, PARTS_CATALOGUE_URL: 'http://127.0.0.1:9/catalogo' }, { logStream }),
    createTestApp({ ...provider, PARTS_CATALOGUE_URL: SLOW_UPSTREAM, UPSTREAM_TIMEOUT_MS: '100' }, { logStream }),
  ]);
  productPath = `/ricambio/${(await demoFixtureOf(down)).product.id}`;
});
afterAll(async () => Promise.all([down.close(), slow.close()]));
afterEach(() => nock.cleanAll());

async function customer(shop: TestApp) {
  const client = new TestClient(shop.app);
  await client.login('demo', 'demo');
  for (const [name, value] of Object.entries(chosen)) client.setCookie(name, value);
  return client;
}
const get = (client: TestClient, url: string, accept = 'application/json') => client.request({ url, headers: { accept } });

describe('the parts-catalogue provider unreachable', () => {
  it('/search-car renders with the generic error instead of the lists, for a stored vehicle and a plate too', async () => {
    const client = await customer(down);
    for (const url of ['/search-car', '/search-car?idMarca=1&modello=2|2010', '/search-car?targa=AB123CD']) {
      const data = await get(client, url);
      expect(data.statusCode, url).toBe(200);
      expect(data.json()).toMatchObject({ makers: [], models: [], groups: [], unavailable: true });
      const html = await get(client, url, 'text/html');
      expect(html.statusCode, url).toBe(200);
      expect(html.body).toContain('data-testid="car-unavailable"');
      expect(html.body).toContain(GENERIC_ERROR);
    }
    expect(logs.some((line) => line.includes('"msg":"errore 502"') && line.includes('vehicles.makers'))).toBe(true);
  });

  it('/cerca with "fits my vehicle" renders no rows and the generic error, and without the filter searches as usual', async () => {
    const client = await customer(down);
    const filtered = await get(client, '/cerca?q=filtro&veicolo=1');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json()).toMatchObject({ rows: [], total: 0, vehicleUnavailable: true, filters: { vehicle: true } });
    const html = await get(client, '/cerca?q=filtro&veicolo=1', 'text/html');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('data-testid="search-vehicle-unavailable"');
    const plain = (await get(client, '/cerca?q=filtro')).json();
    expect(plain.rows.length).toBeGreaterThan(0);
    expect(plain.vehicleUnavailable).toBeUndefined();
  });

  it('/catalogo-ricambi and the product page render; the frame URL and the Applicazioni call answer the generic error (the page and the tab show it)', async () => {
    const client = await customer(down);
    expect((await get(client, '/catalogo-ricambi', 'text/html')).statusCode).toBe(200);
    // The frame's URL is the provider's to give (partsLookup.frameUrl): down, the page shows its load-failed text.
    const login = await get(client, '/parts-lookup/login');
    expect(login.statusCode).toBe(502);
    expect(login.json().message).toBe('Il servizio non è al momento disponibile. Riprova tra poco.');
    expect((await get(client, productPath, 'text/html')).statusCode).toBe(200);
    const applications = await get(client, '/ricambi-ws/listini/get-appli-models?idList=BOS&artCode=X');
    expect(applications.statusCode).toBe(502);
    expect(applications.json().message).toBe('Il servizio non è al momento disponibile. Riprova tra poco.');
  });
});

describe('/ricerca-ricambi with the provider unreachable', () => {
  it('renders the generic error and the way to the catalogue search instead of a 5xx page', async () => {
    const client = await customer(down);
    const data = await get(client, '/ricerca-ricambi?idMarca=1&codiceOE=71306273');
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ codiceOE: '71306273', rows: [], equivalents: [], unavailable: true });
    const html = await get(client, '/ricerca-ricambi?idMarca=1&codiceOE=71306273', 'text/html');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('data-testid="oe-unavailable"');
    expect(html.body).toContain('/cerca?q=71306273');
    expect((await get(client, '/ricerca-ricambi?idMarca=abc&codiceOE=1')).statusCode).toBe(400);
  });
});

describe('the parts-catalogue provider slower than the deadline', () => {
  it('/search-car and /cerca with the vehicle filter render with the generic error', async () => {
    nock(SLOW_UPSTREAM)
      .post(/.*/)
      .times(10)
      .reply(async () => {
        await sleep(400);
        return [200, { output: [] }];
      });
    const client = await customer(slow);
    const car = await get(client, '/search-car');
    expect(car.statusCode).toBe(200);
    expect(car.json()).toMatchObject({ makers: [], unavailable: true });
    const search = await get(client, '/cerca?q=filtro&veicolo=1');
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ rows: [], vehicleUnavailable: true });
    expect(logs.some((line) => line.includes('"msg":"errore 504"'))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../shared/testing/markup.ts';
import type { Ports } from '../../adapters/ports/index.ts';
import { PortError } from '../../adapters/ports/port-error.ts';
import { openReference } from '../../adapters/reference/index.ts';
import type { ConfiguratorRowsReply } from '../../shared/contract/configurators.ts';
import { withCache } from '../lib/port-cache.ts';
import { createTestApp, demoFixtureOf, TestClient, TEST_SEED_PRODUCTS, type TestApp } from '../testing/test-app.ts';
import { specConfigurators, type SpecConfigurators } from '../testing/spec-fixture.ts';

const TYRES = '/configuratore/pneumatici/ricerca-avanzata';
const BATTERIES = '/configuratore/batterie/ricerca-avanzata';

let shop: TestApp;
let fixture: SpecConfigurators;
beforeAll(async () => {
  shop = await createTestApp();
  fixture = specConfigurators((await demoFixtureOf(shop)).configurators);
});
afterAll(async () => shop.close());

const sizeForm = () => ({
  larghezza: String(fixture.tyre.width),
  spalla: String(fixture.tyre.ratio),
  diametro: String(fixture.tyre.diameter),
});

async function customer(app: TestApp, username = 'demo'): Promise<TestClient> {
  const client = new TestClient(app.app);
  const res = await client.login(username, username);
  expect(res.statusCode).toBe(200);
  return client;
}

/** The form as the SPA posts it: urlencoded, the CSRF token as a field. */
async function postForm(client: TestClient, url: string, fields: Record<string, string>) {
  const { csrfToken } = await client.principal();
  return client.request({
    method: 'POST',
    url,
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, csrfToken }).toString(),
  });
}

describe('POST /configuratore/pneumatici/ricerca-avanzata (SPEC §7)', () => {
  it('answers the rows of the size asked, with the customer’s offer, from a urlencoded form or JSON', async () => {
    const client = await customer(shop);
    const res = await postForm(client, TYRES, { ...sizeForm(), indiceCarico: '', codiceVelocita: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const reply: ConfiguratorRowsReply = res.json();
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.rows.length).toBeGreaterThan(0);
    expect(reply).toMatchObject({ page: 1, pageSize: 24 });
    for (const row of reply.rows) {
      expect(row.tyre).toMatchObject({ width: fixture.tyre.width, ratio: fixture.tyre.ratio, diameter: fixture.tyre.diameter });
      expect(row.offer.prices?.netCents).toEqual(expect.any(Number));
      expect(row.priceUnavailable).toBeUndefined();
    }
    const json = await client.send('POST', TYRES, {
      ...sizeForm(),
      indiceCarico: String(fixture.tyre.loadIndex),
      codiceVelocita: fixture.tyre.speedCode.toLowerCase(),
    });
    expect(json.statusCode).toBe(200);
    const rated: ConfiguratorRowsReply = json.json();
    expect(rated.total).toBeGreaterThan(0);
    expect(rated.total).toBeLessThanOrEqual(reply.total);
    expect(rated.rows[0]?.tyre).toMatchObject({ loadIndex: fixture.tyre.loadIndex, speedCode: fixture.tyre.speedCode });
  });

  it('needs width, sidewall and diameter (SPEC §5): 400 naming the first missing one', async () => {
    const client = await customer(shop);
    for (const param of ['larghezza', 'spalla', 'diametro']) {
      const res = await postForm(client, TYRES, { ...sizeForm(), [param]: '' });
      expect(res.statusCode, param).toBe(400);
      expect(res.json().issues).toEqual([{ path: `body.${param}`, message: expect.any(String) }]);
    }
    const bad = await postForm(client, TYRES, { ...sizeForm(), diametro: '16.5' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().issues)).toContain('body.diametro');
  });

  it('refuses a search without the CSRF token (403), for tyres and batteries alike', async () => {
    const client = await customer(shop);
    for (const url of [TYRES, BATTERIES]) {
      const res = await client.request({ method: 'POST', url, headers: { accept: 'application/json' }, payload: sizeForm() });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('never shares one customer’s prices with another, however the calls interleave', async () => {
    const [demo, demo2] = [await customer(shop, 'demo'), await customer(shop, 'demo2')];
    const reference = openReference({ dataDir: shop.dataDir, seedProducts: TEST_SEED_PRODUCTS });
    try {
      const netOf = async (client: TestClient) => {
        const reply: ConfiguratorRowsReply = (await client.send('POST', TYRES, sizeForm())).json();
        return reply.rows.map((row) => [row.id, row.offer.prices?.netCents] as const);
      };
      const first = await netOf(demo);
      const second = await netOf(demo2);
      const again = await netOf(demo);
      expect(again).toEqual(first);
      const ids = first.map(([id]) => id);
      const expected = async (username: string) => {
        const { userId, customerId } = await reference.ports.accounts.login(
          { username, password: username },
          { requestId: 't', actor: null },
        );
        const quotes = await reference.ports.pricing.prices({ productIds: ids }, { requestId: 't', actor: { userId, customerId } });
        return ids.map((id) => [id, quotes.find((quote) => quote.productId === id)?.netCents] as const);
      };
      expect(first).toEqual(await expected('demo'));
      expect(second).toEqual(await expected('demo2'));
      expect(second).not.toEqual(first);
    } finally {
      reference.close();
    }
  });
});

describe('a tyre whose price fails (SPEC §8: N/D shown)', () => {
  it('keeps the row, marked priceUnavailable, and the other rows keep their prices', async () => {
    const reference = openReference({ dataDir: shop.dataDir, seedProducts: TEST_SEED_PRODUCTS });
    const failing = new Set<number>();
    const real = reference.ports.pricing;
    const ports: Ports = {
      ...reference.ports,
      pricing: {
        prices: async (input, ctx) => {
          if (input.productIds.some((id) => failing.has(id))) throw new PortError('unavailable', 'listino non raggiungibile');
          return real.prices(input, ctx);
        },
      },
    };
    const broken = await createTestApp({}, { ports: { ports: withCache(ports), close: async () => reference.close() } });
    try {
      const client = await customer(broken);
      const before: ConfiguratorRowsReply = (await client.send('POST', TYRES, sizeForm())).json();
      const victim = before.rows[1]?.id;
      expect(victim).toEqual(expect.any(Number));
      failing.add(victim ?? 0);
      // Another page size: not the page the pricing cache already holds.
      const res = await client.send('POST', TYRES, { ...sizeForm(), pageSize: '23' });
      expect(res.statusCode).toBe(200);
      const reply: ConfiguratorRowsReply = res.json();
      expect(reply.rows.length).toBe(Math.min(23, before.rows.length));
      for (const row of reply.rows) {
        if (row.id === victim) {
          expect(row.priceUnavailable).toBe(true);
          expect(row.offer.prices).toBeNull();
        } else {
          expect(row.priceUnavailable, String(row.id)).toBeUndefined();
          expect(row.offer.prices?.netCents).toEqual(expect.any(Number));
        }
      }
    } finally {
      await broken.close();
    }
  });
});

describe('POST /configuratore/batterie/ricerca-avanzata (SPEC §7)', () => {
  it('searches by the form’s fields, and by the chosen vehicle when the form names none', async () => {
    const client = await customer(shop);
    const all: ConfiguratorRowsReply = (await postForm(client, BATTERIES, {})).json();
    expect(all.total).toBeGreaterThan(0);
    const typology = (await client.request({ url: '/configuratore/batterie/get-all-typologies' })).json()[0] as string;
    const typed = await postForm(client, BATTERIES, { typology, minAh: '40', layout: 'DX', idVeicolo: '' });
    expect(typed.statusCode).toBe(200);
    expect((typed.json() as ConfiguratorRowsReply).total).toBeLessThan(all.total);
    expect((await postForm(client, BATTERIES, { layout: 'centro' })).statusCode).toBe(400);

    const forVehicle: ConfiguratorRowsReply = (await postForm(client, BATTERIES, { idVeicolo: String(fixture.batteryVehicleId) })).json();
    expect(forVehicle.total).toBeGreaterThan(0);
    expect(forVehicle.total).toBeLessThan(all.total);
    // The vehicle chosen on /search-car (its cookies) stands in for a form without one.
    client.setCookie('idMarca', '1');
    client.setCookie('idModello', '1');
    client.setCookie('idVeicolo', String(fixture.batteryVehicleId));
    const byCookie: ConfiguratorRowsReply = (await postForm(client, BATTERIES, {})).json();
    expect(byCookie.rows.map((row) => row.id)).toEqual(forVehicle.rows.map((row) => row.id));
    client.setCookie('idVeicolo', '987654321');
    expect(((await postForm(client, BATTERIES, {})).json() as ConfiguratorRowsReply).total).toBe(0);
  });
});

/** The configurator form's method and address in a page's HTML. */
function formOf(html: string) {
  const form = parseDocument(html)('form[data-testid="cfg-form"]');
  return { method: form.attr('method'), action: form.attr('action') };
}

describe('the tyre and battery forms sent before the script runs', () => {
  // The forms' own action and method (web/pages/configurator/tyre-form.tsx, battery-form.tsx): a GET of the
  // results page with the form's fields, which answers a page, not JSON.
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('answers the tyre results as a page', async () => {
    const client = await customer(shop);
    const form = await client.request({ url: '/configuratore/pneumatici', headers: html });
    expect(formOf(form.body)).toEqual({ method: 'get', action: TYRES });
    const res = await client.request({
      url: `${TYRES}?${new URLSearchParams({ ...sizeForm(), indiceCarico: '', codiceVelocita: '' })}`,
      headers: html,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('data-testid="cfg-tyre-row"');
  });

  it('answers the battery results as a page', async () => {
    const client = await customer(shop);
    const form = await client.request({ url: '/configuratore/batterie', headers: html });
    expect(formOf(form.body)).toEqual({ method: 'get', action: BATTERIES });
    const res = await client.request({
      url: `${BATTERIES}?${new URLSearchParams({ typology: '', minAh: '40', maxAh: '', minCca: '', layout: '' })}`,
      headers: html,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('data-testid="cfg-count"');
  });
});

describe('GET /configuratore/{slug}/ricerca-avanzata with a refine (issue 24)', () => {
  it('narrows the rows to a brand and a season, lists the brands to choose, and ignores a malformed refine', async () => {
    const size = new URLSearchParams(sizeForm());
    const all: ConfiguratorRowsReply = (await shop.app.inject({ url: `${TYRES}?${size}`, headers: { accept: 'application/json' } })).json();
    expect(all.brands.length).toBeGreaterThan(1);
    expect(all.seasons.length).toBeGreaterThan(0);
    const [brand] = all.brands;
    const narrowed: ConfiguratorRowsReply = (
      await shop.app.inject({ url: `${TYRES}?${size}&marca=${encodeURIComponent(brand ?? '')}`, headers: { accept: 'application/json' } })
    ).json();
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total);
    expect(new Set(narrowed.rows.map((row) => row.brand))).toEqual(new Set([brand]));
    expect(narrowed.brands).toEqual(all.brands);
    const season = all.seasons[0];
    const bySeason: ConfiguratorRowsReply = (
      await shop.app.inject({ url: `${TYRES}?${size}&stagione=${season}`, headers: { accept: 'application/json' } })
    ).json();
    for (const row of bySeason.rows) expect(row.tyre?.season).toBe(season);
    const odd = await shop.app.inject({ url: `${TYRES}?${size}&stagione=primavera&ordine=x`, headers: { accept: 'application/json' } });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().total).toBe(all.total);
  });

  it('orders a customer’s rows by their net price', async () => {
    const client = await customer(shop);
    const res = await client.request({
      method: 'GET',
      url: `${BATTERIES}?minAh=40&ordine=prezzo&pageSize=100`,
      headers: { accept: 'application/json' },
    });
    const cents = (res.json() as ConfiguratorRowsReply).rows.map((row) => row.offer.prices?.netCents ?? 0);
    expect(cents.length).toBeGreaterThan(1);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
  });
});

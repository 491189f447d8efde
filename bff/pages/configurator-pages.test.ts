import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../shared/testing/markup.ts';
import type { Ctx } from '../../adapters/ports/op.ts';
import { configurators, configuratorSlug, type ConfiguratorDefinition } from '../../shared/configurators.ts';
import type { ConfiguratorPageReply } from '../../web/pages/configurator/contract.ts';
import type { ConfiguratorResultsPageReply } from '../../web/pages/configurator-results/contract.ts';
import { configuratorResultsUrl } from '../../shared/urls/configurator-urls.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';
import { specTyre } from '../testing/spec-fixture.ts';
import { portParams } from '../lib/configurator-wire.ts';

const OWN_BRAND = 'batterie-nostre';
let shop: TestApp;
let customer: TestClient;
beforeAll(async () => {
  shop = await createTestApp({ OWN_BRAND_BATTERIES_PATH: OWN_BRAND });
  customer = new TestClient(shop.app);
  await customer.login('demo', 'demo');
});
afterAll(async () => shop.close());

const ctx: Ctx = { requestId: 'configurator-pages-test', actor: null };
const slugOf = (definition: ConfiguratorDefinition) => configuratorSlug(definition, OWN_BRAND);
const ask = (url: string, accept = 'application/json', client?: TestClient) =>
  client ? client.request({ url, headers: { accept } }) : shop.app.inject({ url, headers: { accept } });

type ListOp = (input: Record<string, unknown>, ctx: Ctx) => Promise<string[]>;

/**
 * A full choice of a configurator as a user would make it: for each level the first value its list offers, asked
 * with the values above it (oils and roof boxes: the first type only, the others refilter), named in the port's words.
 */
async function firstChoice(definition: ConfiguratorDefinition): Promise<Record<string, string>> {
  const group = shop.app.ports.configurators[definition.key] as unknown as Record<string, ListOp>;
  const values: Record<string, string> = {};
  const levels = definition.kind === 'refilter' ? definition.levels.slice(0, 1) : definition.levels;
  for (const level of levels) {
    const input: Record<string, unknown> = {};
    for (const [name, from] of level.listParams) {
      const source = definition.levels.find((l) => l.param === from);
      input[name] = source?.numeric ? Number(values[from]) : values[from];
    }
    const list = await group[level.op]!(portParams(definition.key, input), ctx);
    expect(list.length, `${definition.key}.${level.op}`).toBeGreaterThan(0);
    values[level.param] = list[0]!;
  }
  return values;
}

const cascades = configurators.filter((definition) => !definition.postResults);

describe('/configuratore/{name}/ricerca-avanzata (SPEC §2)', () => {
  it.each(cascades.map((definition) => [definition.key, definition] as const))(
    "%s: the values chosen give result rows with the asker's offer, echoed as asked",
    async (_key, definition) => {
      const values = await firstChoice(definition);
      const url = configuratorResultsUrl(definition, slugOf(definition), values);
      const res = await ask(url, 'application/json', customer);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json() as ConfiguratorResultsPageReply;
      expect(data).toMatchObject({ key: definition.key, slug: slugOf(definition), page: 1 });
      expect(data.params).toEqual(values);
      expect(data.rows.length).toBeGreaterThan(0);
      expect(data.total).toBeGreaterThanOrEqual(data.rows.length);
      for (const row of data.rows) expect(row.offer.prices?.netCents).toEqual(expect.any(Number));
    },
  );

  it('is server-rendered for a browser: the rows with add to cart, the values asked, Vary: Accept', async () => {
    const definition = configurators.find((d) => d.key === 'snowChains')!;
    const values = await firstChoice(definition);
    const url = configuratorResultsUrl(definition, slugOf(definition), values);
    const data = (await ask(url, 'application/json', customer)).json() as ConfiguratorResultsPageReply;
    const html = await ask(url, 'text/html', customer);
    expect(html.statusCode).toBe(200);
    expect(html.headers.vary).toContain('Accept');
    expect(html.body).toContain('Catene da neve: risultati');
    expect(html.body).toContain(data.rows[0]!.code);
    expect(html.body).toContain('data-testid="add-to-cart"');
    expect(html.body).toContain('data-testid="cfg-asked"');
  });

  it('pages the results with `page`', async () => {
    const definition = configurators.find((d) => d.key === 'oils')!;
    const values = await firstChoice(definition);
    const first = (await ask(configuratorResultsUrl(definition, slugOf(definition), values))).json() as ConfiguratorResultsPageReply;
    if (first.total <= first.pageSize) return expect(first.rows.length).toBe(first.total);
    const second = (await ask(configuratorResultsUrl(definition, slugOf(definition), values, 2))).json() as ConfiguratorResultsPageReply;
    expect(second.page).toBe(2);
    expect(second.rows.map((r) => r.id)).not.toEqual(first.rows.map((r) => r.id));
  });

  it.each(cascades.filter((d) => d.required.length > 0).flatMap((d) => d.required.map((param) => [d.key, param, d] as const)))(
    '%s without %s: 400 naming the parameter, and the page says so',
    async (_key, param, definition) => {
      const values = await firstChoice(definition);
      const url = configuratorResultsUrl(definition, slugOf(definition), { ...values, [param]: '' });
      const json = await ask(url);
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toContain(param);
      const html = await ask(url, 'text/html');
      expect(html.statusCode).toBe(400);
      expect(html.body).toContain('data-testid="cfg-missing"');
      expect(html.body).toContain(param);
    },
  );

  it("tyres and batteries answer their GET page too, with the forms' fields (tyres need width, sidewall, diameter)", async () => {
    const { width, ratio, diameter } = specTyre((await demoFixtureOf(shop)).configurators.tyre);
    const size = `larghezza=${width}&spalla=${ratio}`;
    const missing = await ask(`/configuratore/pneumatici/ricerca-avanzata?${size}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('diametro');
    const tyres = await ask(`/configuratore/pneumatici/ricerca-avanzata?${size}&diametro=${diameter}`, 'application/json', customer);
    expect(tyres.statusCode, tyres.body).toBe(200);
    const data = tyres.json() as ConfiguratorResultsPageReply;
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) expect(row.tyre).toMatchObject({ width, ratio, diameter });
    const batteries = await ask('/configuratore/batterie/ricerca-avanzata?minAh=60', 'application/json', customer);
    expect(batteries.statusCode, batteries.body).toBe(200);
    expect((batteries.json() as ConfiguratorResultsPageReply).rows.length).toBeGreaterThan(0);
    const badNumber = await ask('/configuratore/batterie/ricerca-avanzata?minAh=0x1f');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toContain('minAh');
  });

  it('reads values with spaces and slashes URI-encoded, as they were chosen', async () => {
    const definition = configurators.find((d) => d.key === 'trunkLiners')!;
    const url = configuratorResultsUrl(definition, slugOf(definition), { carBrand: 'ALFA ROMEO', carModel: 'Giulia 2.0/Q4' });
    expect(url).toContain('carBrand=ALFA+ROMEO&carModel=Giulia+2.0%2FQ4');
    const res = await ask(url);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ConfiguratorResultsPageReply).params).toEqual({ carBrand: 'ALFA ROMEO', carModel: 'Giulia 2.0/Q4' });
    const encoded = await ask('/configuratore/vasche-baule/ricerca-avanzata?carBrand=ALFA%20ROMEO');
    expect((encoded.json() as ConfiguratorResultsPageReply).params).toEqual({ carBrand: 'ALFA ROMEO' });
  });

  it('is the 404 page for an unknown configurator, its form too', async () => {
    for (const url of [
      '/configuratore/non-esiste/ricerca-avanzata?width=205',
      '/configuratore/non-esiste',
      '/configuratore/batterie-marchio',
    ]) {
      const json = await ask(url);
      expect(json.statusCode, url).toBe(404);
      expect(json.json().message).toBe('Configuratore non trovato.');
      expect((await ask(url, 'text/html')).statusCode).toBe(404);
    }
  });
});

describe('/configuratore and /configuratore/{name}', () => {
  it("lists the ten configurators, the own-brand batteries under the installation's path", async () => {
    const res = await ask('/configuratore');
    expect(res.json()).toEqual({ ownBrandBatteries: OWN_BRAND });
    const html = await ask('/configuratore', 'text/html');
    expect(html.statusCode).toBe(200);
    expect(html.body.match(/data-testid="configurator-link"/g)).toHaveLength(10);
    expect(html.body).toContain(`href="/configuratore/${OWN_BRAND}"`);
  });

  it('gives a form the lists that need no choice, by the URL the SPA asks them at', async () => {
    const mats = (await ask('/configuratore/tappeti-per-auto')).json() as ConfiguratorPageReply;
    expect(mats.key).toBe('carMats');
    expect(Object.keys(mats.lists)).toEqual(['/configuratore/tappeti-per-auto/get-all-brands']);
    const oils = (await ask('/configuratore/oli-lubrificanti')).json() as ConfiguratorPageReply;
    expect(Object.keys(oils.lists)).toHaveLength(7);
    const own = (await ask(`/configuratore/${OWN_BRAND}`)).json() as ConfiguratorPageReply;
    expect(own).toMatchObject({ key: 'ownBrandBatteries', slug: OWN_BRAND });
    const html = await ask('/configuratore/catene-da-neve', 'text/html');
    expect(html.statusCode).toBe(200);
    const $ = parseDocument(html.body);
    expect($('[data-testid="cfg-width"]')).toHaveLength(1);
    // Nothing chosen yet: the search waits for the required choices.
    expect($('button[data-testid="cfg-search"]').is('[disabled]')).toBe(true);
  });
});

describe('a tyre whose price cannot be had (SPEC §8)', () => {
  let failing: TestApp;
  let url: string;
  let failId: number;
  beforeAll(async () => {
    const { width, ratio, diameter } = specTyre((await demoFixtureOf(shop)).configurators.tyre);
    url = `/configuratore/pneumatici/ricerca-avanzata?larghezza=${width}&spalla=${ratio}&diametro=${diameter}`;
    const rows = ((await ask(url, 'application/json', customer)).json() as ConfiguratorResultsPageReply).rows;
    failId = rows[0]!.id;
    // The shop's own ports, but the pricing of that one tyre fails.
    const real = shop.app.ports;
    const pricing = new Proxy(real.pricing, {
      get: (target, name) =>
        name === 'prices'
          ? (input: { productIds: number[] }, ctx: Ctx) =>
              input.productIds.includes(failId) ? Promise.reject(new Error('pricing down')) : target.prices(input, ctx)
          : Reflect.get(target, name),
    });
    const ports = new Proxy(real, { get: (target, name) => (name === 'pricing' ? pricing : Reflect.get(target, name)) });
    failing = await createTestApp({}, { ports: { ports, close: async () => {} } });
  });
  afterAll(async () => failing.close());

  it('keeps its row, shown N/D, and the other rows keep their prices', async () => {
    const client = new TestClient(failing.app);
    await client.login('demo', 'demo');
    const data = (await client.request({ url, headers: { accept: 'application/json' } })).json() as ConfiguratorResultsPageReply;
    const row = data.rows.find((r) => r.id === failId);
    expect(row?.priceUnavailable).toBe(true);
    expect(data.rows.filter((r) => r.id !== failId).every((r) => r.offer.prices !== null && !r.priceUnavailable)).toBe(true);
    const html = await client.request({ url, headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body.match(/data-testid="price-na"/g)).toHaveLength(1);
    expect(html.body).toContain('N/D');
  });
});

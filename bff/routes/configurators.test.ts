import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurators, configuratorSlug, type ConfiguratorDefinition } from '../../shared/configurators.ts';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const baseOf = (definition: ConfiguratorDefinition) =>
  `/configuratore/${configuratorSlug(definition, shop.config.paths.ownBrandBatteries)}`;
const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
const list = async (url: string): Promise<string[]> => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  const body: unknown = res.json();
  expect(Array.isArray(body) && body.every((value) => typeof value === 'string'), url).toBe(true);
  return body as string[];
};
const issuesOf = async (url: string): Promise<string> => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(400);
  return JSON.stringify(res.json().issues);
};
const queryOf = (entries: ReadonlyArray<readonly [string, string]>) => new URLSearchParams(entries.map(([k, v]) => [k, v])).toString();

/**
 * A cascade walked as the SPA walks it: each level's list asked with the values chosen above (the first of each
 * list), every list non-empty. Returns each level's URL and its query values.
 */
async function walk(definition: ConfiguratorDefinition) {
  const chosen = new Map<string, string>();
  const steps: Array<{ url: string; values: Array<[string, string]>; listed: string[] }> = [];
  for (const level of definition.levels) {
    const values = level.listParams.map(([name, param]): [string, string] => [name, chosen.get(param) ?? '']);
    const url = `${baseOf(definition)}/${level.list}${values.length ? `?${queryOf(values)}` : ''}`;
    const listed = await list(url);
    expect(listed.length, url).toBeGreaterThan(0);
    steps.push({ url, values, listed });
    chosen.set(level.param, listed[0] ?? '');
  }
  return steps;
}

const cascades = configurators.filter((definition) => definition.kind !== 'refilter' && definition.levels.length > 0);

describe('configurator lists (SPEC §7): lists of strings, each level with its parameters', () => {
  it.each(cascades.map((definition) => [definition.key, definition] as const))(
    '%s: every level answers, cascading',
    async (_key, definition) => {
      const steps = await walk(definition);
      const last = steps.at(-1);
      if (definition.delimiter && last) {
        // SPEC §3: the last level's option value carries every level's value, the listed one last.
        const prefix = last.values.map(([, value]) => value).join(definition.delimiter) + definition.delimiter;
        for (const value of last.listed) {
          expect(value.startsWith(prefix), value).toBe(true);
          expect(value.length).toBeGreaterThan(prefix.length);
        }
      } else if (last) {
        for (const value of last.listed) expect(value).not.toContain('|');
      }
    },
  );

  it('delimits the last level exactly as SPEC §3 writes it', async () => {
    const chains = configurators.find((definition) => definition.key === 'snowChains');
    if (!chains) throw new Error('snowChains');
    const steps = await walk(chains);
    const [width, ratio, diameter] = steps.slice(0, 3).map((step) => step.listed[0]);
    expect(steps[3]?.listed[0]).toMatch(new RegExp(`^${width}-${ratio}-${diameter}-[^-]+`));
    const bars = configurators.find((definition) => definition.key === 'roofBars');
    if (!bars) throw new Error('roofBars');
    expect((await walk(bars)).at(-1)?.listed[0]?.split('|')).toHaveLength(5);
    const liners = configurators.find((definition) => definition.key === 'trunkLiners');
    if (!liners) throw new Error('trunkLiners');
    expect((await walk(liners)).at(-1)?.listed[0]).toMatch(/^[^#]+##[^#]+##\d{4}$/);
  });

  it.each(configurators.filter((definition) => definition.kind === 'refilter').map((d) => [d.key, d] as const))(
    '%s: every field narrows the others, none narrows itself',
    async (_key, definition) => {
      const [first, ...others] = definition.levels;
      if (!first) throw new Error('no levels');
      const firstValue = (await list(`${baseOf(definition)}/${first.list}`))[0] ?? '';
      for (const other of others) {
        const all = await list(`${baseOf(definition)}/${other.list}`);
        const narrowed = await list(`${baseOf(definition)}/${other.list}?${queryOf([[first.param, firstValue]])}`);
        expect(narrowed.length, other.list).toBeGreaterThan(0);
        expect(all, other.list).toEqual(expect.arrayContaining(narrowed));
      }
      // The field's own value does not narrow its own list (the select keeps offering the others).
      const own = await list(`${baseOf(definition)}/${first.list}?${queryOf([[first.param, firstValue]])}`);
      expect(own).toEqual(await list(`${baseOf(definition)}/${first.list}`));
      expect(await list(`${baseOf(definition)}/${first.list}?${queryOf([[others[0]?.param ?? '', 'nessun valore così']])}`)).toEqual([]);
    },
  );

  it('answers an empty list for values it does not know, never an error', async () => {
    expect(await list('/configuratore/tappeti-per-auto/get-models?brand=Marca+Inesistente')).toEqual([]);
    expect(await list('/configuratore/catene-da-neve/get-ratios?width=999')).toEqual([]);
    expect(await list('/configuratore/portaggio-e-carico/get-years?manufacter=Nessuno&brand=Fiat&model=Panda')).toEqual([]);
    expect(await list('/configuratore/vasche-baule/get-car-years?carBrand=Nessuna&carModel=Nessuno')).toEqual([]);
  });
});

describe('configurator lists: refused parameters (400 naming them)', () => {
  it.each(
    cascades.flatMap((definition) =>
      definition.levels
        .filter((level) => level.listParams.length > 0)
        .map((level) => [definition.key, level.list, definition, level] as const),
    ),
  )('%s %s: each missing or empty parameter is named', async (_key, _list, definition, level) => {
    const values = level.listParams.map(([name]): [string, string] => [name, name === 'year' ? '2020' : 'Valore']);
    for (const [name] of values) {
      const without = values.filter(([other]) => other !== name);
      expect(await issuesOf(`${baseOf(definition)}/${level.list}?${queryOf(without)}`)).toContain(`querystring.${name}`);
      const empty = values.map(([other, value]): [string, string] => [other, other === name ? '' : value]);
      expect(await issuesOf(`${baseOf(definition)}/${level.list}?${queryOf(empty)}`)).toContain(`querystring.${name}`);
    }
  });

  it('refuses a year that is not a plain number, with an Italian text', async () => {
    for (const year of ['duemila', '2e3', '0x7e4', '2020.5']) {
      const res = await get(`/configuratore/tappeti-per-auto/get-types?brand=Fiat&model=Panda&year=${year}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('I dati inviati non sono validi.');
      expect(JSON.stringify(res.json().issues)).toContain('querystring.year');
    }
    expect(await issuesOf('/configuratore/portaggio-e-carico/get-types?manufacter=A&brand=B&model=C&year=abc')).toContain(
      'querystring.year',
    );
  });

  it('serves the own-brand batteries under the path setting, not under another name', async () => {
    expect(await list('/configuratore/batterie-marchio/get-brand')).not.toHaveLength(0);
    expect((await get('/configuratore/marchio-sconosciuto/get-brand')).statusCode).toBe(404);
  });
});

describe('configurator lists: the same for everyone', () => {
  it('may be kept by any cache, and never carries a cookie, for a visitor and a logged-in customer alike', async () => {
    const visitor = await get('/configuratore/catene-da-neve/get-all-widths');
    expect(visitor.headers['cache-control']).toBe('public, max-age=300');
    expect(visitor.headers['set-cookie']).toBeUndefined();
    const customer = new TestClient(shop.app);
    await customer.login('demo', 'demo');
    const logged = await customer.request({ url: '/configuratore/catene-da-neve/get-all-widths', headers: { accept: 'application/json' } });
    expect(logged.statusCode).toBe(200);
    expect(logged.headers['cache-control']).toBe('public, max-age=300');
    expect(logged.headers['set-cookie']).toBeUndefined();
    expect(logged.json()).toEqual(visitor.json());
    // A refused call is not cacheable as a list.
    const refused = await get('/configuratore/catene-da-neve/get-ratios');
    expect(refused.statusCode).toBe(400);
    expect(String(refused.headers['cache-control'] ?? '')).not.toContain('public');
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ports } from '../../adapters/ports/index.ts';
import { openReference } from '../../adapters/reference/index.ts';
import { withCache } from '../lib/port-cache.ts';
import { createTestApp, demoFixtureOf, TEST_SEED_PRODUCTS, type TestApp } from '../testing/test-app.ts';
import { specVehicles, type SpecVehicles } from '../testing/spec-fixture.ts';

const WS = '/ricambi-ws';
const UNKNOWN = 987654321;

let shop: TestApp;
let fixture: SpecVehicles;
beforeAll(async () => {
  shop = await createTestApp();
  fixture = specVehicles((await demoFixtureOf(shop)).vehicles);
});
afterAll(async () => shop.close());

const get = (url: string, app = shop) => app.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const issuesOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(400);
  return JSON.stringify(res.json().issues);
};

describe('vehicle lookup calls (SPEC §7)', () => {
  it('lists the makers with idMarca, marca and codiceListino, to a visitor, without a session', async () => {
    const res = await get('/makers/get-makers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const makers = res.json() as Array<Record<string, unknown>>;
    expect(makers.length).toBeGreaterThan(1);
    expect(Object.keys(makers[0] ?? {}).sort()).toEqual(['codiceListino', 'idMarca', 'marca']);
    expect(makers.map((m) => m.idMarca)).toContain(fixture.vehicle.idMarca);
  });

  it('walks maker → models → versions with the fields of SPEC §3', async () => {
    const { idMarca, idModello, modelloAnno, idVeicolo } = fixture.vehicle;
    const models = await json(`${WS}/carpark/get-models?idMarca=${idMarca}`);
    expect(models).toContainEqual({ idModello, modelloAnno, modello: expect.any(String) });
    const versions = await json(`${WS}/carpark/get-versions?idModello=${idModello}&modelloAnno=${modelloAnno}`);
    const version = versions.find((v: { idVeicolo: number }) => v.idVeicolo === idVeicolo);
    expect(Object.keys(version).sort()).toEqual(
      ['al', 'alimentazione', 'body', 'cm3', 'cv', 'dal', 'idVeicolo', 'kw', 'motore', 'valvole', 'versione'].sort(),
    );
    expect(await json(`${WS}/carpark/get-versions?idModello=${idModello}&modelloAnno=${modelloAnno + 50}`)).toEqual([]);
  });

  it('finds the vehicles of a plate as typed, and all of a shared plate', async () => {
    const typed = fixture.plate.plate.toLowerCase().replace(/^(..)/, '$1 ');
    const reply = await json(`${WS}/carpark/search-plate?plate=${encodeURIComponent(typed)}`);
    expect(reply.message).toBe('ok');
    expect(reply.vehicles.map((v: { idVeicolo: number }) => v.idVeicolo)).toEqual([fixture.plate.idVeicolo]);
    expect(Object.keys(reply.vehicles[0]).sort()).toEqual(['idMarca', 'idModello', 'idVeicolo', 'marca', 'modello', 'versione']);
    expect(reply.departments[0]).toEqual({ telaio: expect.any(String) });
    const shared = await json(`${WS}/carpark/search-plate?plate=${fixture.sharedPlate.plate}`);
    expect(shared.vehicles.map((v: { idVeicolo: number }) => v.idVeicolo).sort()).toEqual([...fixture.sharedPlate.idVeicoli].sort());
    expect(await json(`${WS}/carpark/search-plate?plate=ZZ999ZZ`)).toEqual({ vehicles: [], departments: [], message: 'zero_plates' });
  });

  it('refuses an empty plate with an Italian text', async () => {
    for (const plate of ['', '%20-%20']) {
      const res = await get(`${WS}/carpark/search-plate?plate=${plate}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Inserisci la targa da cercare.');
    }
    expect((await get(`${WS}/carpark/search-plate`)).statusCode).toBe(400);
  });

  it('answers the groups, the parts tree and the original numbers of a vehicle', async () => {
    const { idVeicolo, idGruppo, idVoce } = fixture.vehicle;
    expect(await json(`${WS}/grafica/get-active-groups?idVeicolo=${idVeicolo}`)).toContainEqual({ idGruppo, gruppo: expect.any(String) });
    const tree = await json(`${WS}/oe/get-active-items-tree?idVeicolo=${idVeicolo}`);
    const item = tree.find((row: { idVoce: number | null }) => row.idVoce === idVoce);
    expect(Object.keys(item).sort()).toEqual(['ap', 'ds', 'gruppo', 'idGruppo', 'idSottogruppo', 'idVoce', 'isItem', 'voce']);
    expect(item.isItem).toBe(true);
    const criterias = await json(`${WS}/oe/get-criterias?idVeicolo=${idVeicolo}&idVoce=${idVoce}`);
    expect(criterias.length).toBeGreaterThan(0);
    expect(Object.keys(criterias[0]).sort()).toEqual(['codiceOE', 'discriminante']);
  });

  it('answers the products of an original number and their equivalents', async () => {
    const { codiceListino, codiceOE } = fixture.oe;
    const query = `codiceListino=${codiceListino}&codiceOE=${encodeURIComponent(codiceOE)}`;
    const cross = await json(`${WS}/oe/get-cross?${query}`);
    expect(cross.count).toBeGreaterThan(0);
    expect(Object.keys(cross.products[0]).sort()).toEqual(['brand', 'code', 'description', 'priceListCode', 'productId']);
    const other = await json(`${WS}/oe/get-other-cross?${query}`);
    const own = new Set(cross.products.map((p: { productId: number }) => p.productId));
    expect(other.products.every((p: { productId: number }) => !own.has(p.productId))).toBe(true);
    expect(await json(`${WS}/oe/get-cross?codiceListino=${codiceListino}&codiceOE=QZQZ0000`)).toEqual({ count: 0, products: [] });
    expect(await issuesOf(`${WS}/oe/get-cross?codiceOE=${codiceOE}`)).toContain('codiceListino');
    expect(await issuesOf(`${WS}/oe/get-other-cross?codiceListino=${codiceListino}&codiceOE=%20`)).toContain('codiceOE');
  });

  it('answers the vehicles a product fits', async () => {
    const { idList, artCode, idVeicolo } = fixture.application;
    const applications = await json(`${WS}/listini/get-appli-models?idList=${idList}&artCode=${encodeURIComponent(artCode)}`);
    const fit = applications.find((a: { idVeicolo: number }) => a.idVeicolo === idVeicolo);
    expect(Object.keys(fit).sort()).toEqual(['idMarca', 'idModello', 'idVeicolo', 'marca', 'modello', 'versione']);
    expect(await json(`${WS}/listini/get-appli-models?idList=${idList}&artCode=QZQZ0000`)).toEqual([]);
    expect(await issuesOf(`${WS}/listini/get-appli-models?artCode=${artCode}`)).toContain('idList');
  });

  it('answers empty lists for unknown ids', async () => {
    for (const url of [
      `${WS}/carpark/get-models?idMarca=${UNKNOWN}`,
      `${WS}/carpark/get-versions?idModello=${UNKNOWN}&modelloAnno=2010`,
      `${WS}/grafica/get-active-groups?idVeicolo=${UNKNOWN}`,
      `${WS}/oe/get-active-items-tree?idVeicolo=${UNKNOWN}`,
      `${WS}/oe/get-criterias?idVeicolo=${UNKNOWN}&idVoce=${UNKNOWN}`,
    ]) {
      expect(await json(url), url).toEqual([]);
    }
  });

  it('refuses an id that is not a plain number, or missing, naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      [`${WS}/carpark/get-models?idMarca=0x1f`, 'idMarca'],
      [`${WS}/carpark/get-models`, 'idMarca'],
      [`${WS}/carpark/get-versions?idModello=1e3&modelloAnno=2010`, 'idModello'],
      [`${WS}/carpark/get-versions?idModello=1&modelloAnno=10`, 'modelloAnno'],
      [`${WS}/carpark/get-versions?idModello=1`, 'modelloAnno'],
      [`${WS}/grafica/get-active-groups?idVeicolo=abc`, 'idVeicolo'],
      [`${WS}/oe/get-active-items-tree?idVeicolo=-1`, 'idVeicolo'],
      [`${WS}/oe/get-criterias?idVeicolo=1&idVoce=true`, 'idVoce'],
      [`${WS}/oe/get-criterias?idVoce=1`, 'idVeicolo'],
    ];
    for (const [url, name] of cases) expect(await issuesOf(url), url).toContain(name);
  });

  it('moves the calls under the VEHICLE_WS setting; get-makers stays where it is', async () => {
    const other = await createTestApp({ VEHICLE_WS: '/altro-ws' });
    try {
      const { idMarca } = fixture.vehicle;
      expect((await get(`/altro-ws/carpark/get-models?idMarca=${idMarca}`, other)).statusCode).toBe(200);
      expect((await get(`${WS}/carpark/get-models?idMarca=${idMarca}`, other)).statusCode).toBe(404);
      expect((await get('/makers/get-makers', other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the port cache in front of the plate lookup', () => {
  it('asks the port once for the same plate asked twice at once, and not again after', async () => {
    const reference = openReference({ dataDir: shop.dataDir, seedProducts: TEST_SEED_PRODUCTS });
    let calls = 0;
    const real = reference.ports.vehicles;
    const counted: Ports = {
      ...reference.ports,
      vehicles: {
        ...real,
        searchPlate: async (input, ctx) => {
          calls++;
          await sleep(50);
          return real.searchPlate(input, ctx);
        },
      },
    };
    const counting = await createTestApp({}, { ports: { ports: withCache(counted), close: async () => reference.close() } });
    try {
      const url = `${WS}/carpark/search-plate?plate=${fixture.plate.plate}`;
      const [a, b] = await Promise.all([get(url, counting), get(url, counting)]);
      expect(a.json()).toEqual(b.json());
      expect(a.json().message).toBe('ok');
      await get(url, counting);
      expect(calls).toBe(1);
    } finally {
      await counting.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoFixtureOf, type TestApp } from '../testing/test-app.ts';
import { specVehicles, type SpecVehicles } from '../testing/spec-fixture.ts';

let shop: TestApp;
let vehicles: SpecVehicles;
beforeAll(async () => {
  shop = await createTestApp();
  vehicles = specVehicles((await demoFixtureOf(shop)).vehicles);
});
afterAll(async () => shop.close());

const json = { accept: 'application/json' };
const html = { accept: 'text/html' };

/** The cookies the SPA writes when the fixture's vehicle is chosen. */
function vehicleCookies(overrides: Record<string, string> = {}): string {
  const v = vehicles.vehicle;
  const cookies = {
    idMarca: String(v.idMarca),
    idModello: String(v.idModello),
    model_id: `${v.idModello}|${v.modelloAnno}`,
    idVeicolo: String(v.idVeicolo),
    dsmarca: 'Marca Prova',
    dsmodello: 'Modello Prova',
    dsversione: '1.2 8V',
    ...overrides,
  };
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

describe('/search-car', () => {
  it('answers the makers and no vehicle without cookies', async () => {
    const res = await shop.app.inject({ url: '/search-car', headers: json });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.makers.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ vehicle: null, groups: [], models: [], versions: [], plate: null, idMarca: null });
  });

  it('loads the models of the queried maker and the versions of the queried model', async () => {
    const v = vehicles.vehicle;
    const models = (await shop.app.inject({ url: `/search-car?idMarca=${v.idMarca}`, headers: json })).json();
    expect(models.models.map((m: { idModello: number }) => m.idModello)).toContain(v.idModello);
    expect(models.versions).toEqual([]);
    const url = `/search-car?idMarca=${v.idMarca}&modello=${encodeURIComponent(`${v.idModello}|${v.modelloAnno}`)}`;
    const versions = (await shop.app.inject({ url, headers: json })).json();
    expect(versions.modello).toBe(`${v.idModello}|${v.modelloAnno}`);
    expect(versions.versions.map((x: { idVeicolo: number }) => x.idVeicolo)).toContain(v.idVeicolo);
  });

  it('reads the stored vehicle from the cookies: its selects and its groups, in JSON and in the first HTML', async () => {
    const v = vehicles.vehicle;
    const res = await shop.app.inject({ url: '/search-car', headers: { ...json, cookie: vehicleCookies() } });
    const data = res.json();
    expect(data.vehicle).toMatchObject({ idVeicolo: v.idVeicolo, marca: 'Marca Prova', modelloAnno: v.modelloAnno });
    expect(data.idMarca).toBe(v.idMarca);
    expect(data.modello).toBe(`${v.idModello}|${v.modelloAnno}`);
    expect(data.groups.map((g: { idGruppo: number }) => g.idGruppo)).toContain(v.idGruppo);
    const page = await shop.app.inject({ url: '/search-car', headers: { ...html, cookie: vehicleCookies() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="car-chosen"');
    expect(page.body).toContain('Marca Prova Modello Prova 1.2 8V');
    expect(page.body).toContain(data.groups[0].gruppo);
    // The header's chip, from the same cookies.
    expect(page.body).toContain('Veicolo: Marca Prova Modello Prova 1.2 8V</a>');
    expect(page.body).toContain('href="/search-car?rimuovi=1"');
  });

  it('shows no vehicle, never a 5xx, for missing or invalid cookies and parameters', async () => {
    for (const cookie of [
      vehicleCookies({ idVeicolo: 'abc' }),
      vehicleCookies({ idMarca: '0x1f' }),
      vehicleCookies({ idModello: '' }),
      'idVeicolo=99999999',
      vehicleCookies({ idVeicolo: '999999999', model_id: 'x|y' }),
    ]) {
      for (const headers of [json, html]) {
        const res = await shop.app.inject({ url: '/search-car?idMarca=-1&modello=1|x&targa=', headers: { ...headers, cookie } });
        expect(res.statusCode, cookie).toBe(200);
      }
    }
    const bad = (await shop.app.inject({ url: '/search-car', headers: { ...json, cookie: vehicleCookies({ idVeicolo: 'abc' }) } })).json();
    expect(bad.vehicle).toBeNull();
    const unknown = (
      await shop.app.inject({ url: '/search-car', headers: { ...json, cookie: vehicleCookies({ idVeicolo: '999999999' }) } })
    ).json();
    expect(unknown.groups).toEqual([]);
    const page = await shop.app.inject({ url: '/search-car', headers: { ...html, cookie: 'idVeicolo=%E0%A4%A' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-testid="car-chosen"');
  });

  it('searches a plate: one vehicle, several, or none', async () => {
    const one = (await shop.app.inject({ url: `/search-car?targa=${encodeURIComponent(vehicles.plate.plate)}`, headers: json })).json();
    expect(one.plate.reply.vehicles.map((x: { idVeicolo: number }) => x.idVeicolo)).toEqual([vehicles.plate.idVeicolo]);
    const shared = (
      await shop.app.inject({ url: `/search-car?targa=${encodeURIComponent(vehicles.sharedPlate.plate)}`, headers: json })
    ).json();
    expect(shared.plate.reply.vehicles.length).toBeGreaterThan(1);
    // Each with what tells the vehicles apart, in the words of a version (SPEC §3).
    for (const vehicle of shared.plate.reply.vehicles) {
      expect(vehicle).toMatchObject({ dal: expect.stringMatching(/^\d{4}-\d{2}$/), kw: expect.any(Number), cv: expect.any(Number) });
      expect(vehicle).toMatchObject({ motore: expect.any(String), alimentazione: expect.any(String), body: expect.any(String) });
    }
    const none = await shop.app.inject({ url: '/search-car?targa=ZZ000ZZ', headers: html });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Nessun veicolo trovato per questa targa.');
  });
});

describe('/search-car?targa= with a vehicle chosen', () => {
  it('shows no vehicle and no groups when the plate is not found or ambiguous, keeping the cookies', async () => {
    for (const plate of ['ZZ000ZZ', vehicles.sharedPlate.plate]) {
      const res = await shop.app.inject({
        url: `/search-car?targa=${encodeURIComponent(plate)}`,
        headers: { ...json, cookie: vehicleCookies() },
      });
      expect(res.json(), plate).toMatchObject({ vehicle: null, groups: [] });
      expect(res.headers['set-cookie'], plate).toBeUndefined();
      const page = await shop.app.inject({
        url: `/search-car?targa=${encodeURIComponent(plate)}`,
        headers: { ...html, cookie: vehicleCookies() },
      });
      expect(page.body, plate).not.toContain('data-testid="car-chosen"');
      expect(page.body, plate).not.toContain('data-testid="car-groups"');
    }
    // The plate found: the page shows the stored vehicle until the screen chooses the plate's.
    const found = await shop.app.inject({
      url: `/search-car?targa=${encodeURIComponent(vehicles.plate.plate)}`,
      headers: { ...json, cookie: vehicleCookies() },
    });
    expect(found.json().vehicle).not.toBeNull();
  });
});

describe('/search-car?rimuovi=1', () => {
  it('shows no vehicle while the screen deletes the cookies', async () => {
    const res = await shop.app.inject({ url: '/search-car?rimuovi=1', headers: { ...json, cookie: vehicleCookies() } });
    expect(res.json().vehicle).toBeNull();
  });
});

describe('/cerca?veicolo=1', () => {
  it('narrows the results to the parts fitting the vehicle in the cookies, and ignores the filter without one', async () => {
    const { application } = vehicles;
    const fits = await shop.app.ports.vehicles.codesForVehicle(
      { vehicleId: application.idVeicolo },
      { requestId: 't', actor: null, signal: new AbortController().signal },
    );
    const q = encodeURIComponent(application.artCode);
    const cookie = vehicleCookies({ idVeicolo: String(application.idVeicolo) });
    const narrowed = (await shop.app.inject({ url: `/cerca?q=${q}&veicolo=1`, headers: { ...json, cookie } })).json();
    expect(narrowed.rows.map((row: { id: number }) => row.id)).toContain(application.productId);
    for (const row of narrowed.rows) expect(fits.productIds).toContain(row.id);
    const plain = (await shop.app.inject({ url: `/cerca?q=${q}`, headers: json })).json();
    const ignored = (await shop.app.inject({ url: `/cerca?q=${q}&veicolo=1`, headers: json })).json();
    expect(ignored.total).toBe(plain.total);
    const words = (await shop.app.inject({ url: '/cerca?q=filtro&veicolo=1', headers: { ...json, cookie } })).json();
    for (const row of words.rows) expect(fits.productIds).toContain(row.id);
    const page = await shop.app.inject({ url: `/cerca?q=${q}&veicolo=1`, headers: { ...html, cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Adatti al mio veicolo');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchCarPageReply } from '../../shared/contract/search-car.ts';
import { LANGUAGE_COOKIE } from '../../shared/i18n/language.ts';
import { parseDocument } from '../../shared/testing/markup.ts';
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

/** The cookies the SPA writes when the fixture's vehicle is chosen (`idVeicolo` another when given). */
function vehicleCookies(idVeicolo = vehicles.vehicle.idVeicolo): string {
  const v = vehicles.vehicle;
  return `idMarca=${v.idMarca}; idModello=${v.idModello}; model_id=${v.idModello}%7C${v.modelloAnno}; idVeicolo=${idVeicolo}`;
}

async function pageData(url: string, cookie = vehicleCookies()): Promise<SearchCarPageReply> {
  return (await shop.app.inject({ url, headers: { ...json, cookie } })).json();
}

/** The brakes group of the fixture's vehicle and its front brake pads. */
async function brakes() {
  const { groups } = await pageData('/search-car');
  const group = groups.find((g) => g.gruppo === 'Impianto frenante');
  const opened = await pageData(`/search-car?gruppo=${group?.idGruppo}`);
  const pads = opened.place.items.find((row) => row.voce === 'Kit pastiglie freno, asse anteriore');
  return { idGruppo: group?.idGruppo ?? 0, idVoce: pads?.idVoce ?? 0, opened };
}

describe('/search-car?gruppo=&voce= (issue 47)', () => {
  it("opens the URL's group with its part items, each naming its axle where it has one", async () => {
    const { idGruppo, opened } = await brakes();
    expect(opened.place.idGruppo).toBe(idGruppo);
    const names = opened.place.items.map((row) => row.voce);
    for (const name of ['Kit pastiglie freno', 'Disco freno'])
      for (const axle of ['anteriore', 'posteriore']) expect(names).toContain(`${name}, asse ${axle}`);
    for (const row of opened.place.items) expect(row.idGruppo).toBe(idGruppo);
    expect(opened.place).toMatchObject({ item: null, criterias: [] });
  });

  it('opens the part with its original numbers, of its axle only, in the JSON and in the first HTML', async () => {
    const { idGruppo, idVoce } = await brakes();
    const url = `/search-car?gruppo=${idGruppo}&voce=${idVoce}`;
    const { place } = await pageData(url);
    expect(place.item).toMatchObject({ idVoce, voce: 'Kit pastiglie freno, asse anteriore' });
    expect(place.criterias?.length).toBeGreaterThan(0);
    for (const c of place.criterias ?? []) expect(c.discriminante).toContain('asse anteriore');
    const $ = parseDocument((await shop.app.inject({ url, headers: { ...html, cookie: vehicleCookies() } })).body);
    expect($('[data-testid="car-drawing-title"]').text()).toBe('Tavola Impianto frenante');
    expect($('[data-testid="car-group"][aria-pressed="true"]').text()).toBe('Impianto frenante');
    expect($('[data-testid="car-drawing-row"][aria-pressed="true"]').text()).toContain('Kit pastiglie freno, asse anteriore');
    expect($('[data-testid="car-criteria"] h3').text()).toBe('Codici originali di Kit pastiglie freno, asse anteriore');
    expect($('[data-testid="car-cross-link"]').length).toBe(place.criterias?.length);
  });

  it('ignores a group or part the vehicle does not have, and both without a vehicle', async () => {
    const { idGruppo, idVoce } = await brakes();
    const other = vehicles.plate.idVeicolo;
    for (const url of [
      '/search-car?gruppo=999999&voce=999999',
      '/search-car?gruppo=abc&voce=-1',
      `/search-car?voce=${idVoce + 3_000_000}`,
    ]) {
      expect((await pageData(url)).place, url).toEqual({ idGruppo: null, items: [], item: null, criterias: [] });
    }
    // Another vehicle: its own tree judges the part.
    const elsewhere = await pageData(`/search-car?gruppo=${idGruppo}&voce=${idVoce}`, vehicleCookies(other));
    expect(elsewhere.place.item === null || elsewhere.place.item.idVoce === idVoce).toBe(true);
    const none = await pageData(`/search-car?gruppo=${idGruppo}&voce=${idVoce}`, '');
    expect(none).toMatchObject({ vehicle: null, place: { idGruppo: null, items: [], item: null } });
  });

  it('names the parts and their axles in English on an English page, keeping the provider’s name for the drawing', async () => {
    const { idGruppo, idVoce } = await brakes();
    const english = await pageData(`/search-car?gruppo=${idGruppo}&voce=${idVoce}`, `${vehicleCookies()}; ${LANGUAGE_COOKIE}=en`);
    const names = english.place.items.map((row) => row.voce);
    expect(names).toContain('Brake pad set, front axle');
    expect(names).toContain('Brake disc, rear axle');
    expect(english.place.item).toMatchObject({ voce: 'Brake pad set, front axle', originale: 'Kit pastiglie freno, asse anteriore' });
    for (const c of english.place.criterias ?? []) expect(c.discriminante).toContain('front axle');
  });
});

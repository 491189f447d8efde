import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';
import { specConfigurators, specVehicles, type SpecConfigurators, type SpecVehicles } from '../bff/testing/spec-fixture.ts';
import { demoFixture } from './harness/demo-fixture.ts';
import { chooseMakerAndModel } from './harness/vehicle-selects.ts';

/** The page as shown, at the desktop and the phone width, whole. */
async function shootBoth(page: Page, name: string, fullPage = true) {
  const size = page.viewportSize() ?? DESKTOP;
  for (const width of [DESKTOP, PHONE]) {
    await page.setViewportSize(width);
    // A long list: the screen from its filters down, as a buyer sees it.
    if (!fullPage) await page.getByTestId('cfg-refine').evaluate((element) => element.scrollIntoView());
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width.width}.png`, fullPage });
  }
  await page.setViewportSize(size);
}

/**
 * Issue 24, finding the right part as a mechanic does, at 1280 and 390 px: a failed plate search shows no vehicle,
 * versions of a plate and of the lists can be told apart and come by engine size, the plate stays in its field.
 */
describe('finding the right vehicle: failed plates, versions told apart', () => {
  const shop = shopInBrowser({ responsive: true });
  let page: Page;
  let vehicles: SpecVehicles;
  beforeAll(async () => {
    page = shop.page;
    vehicles = specVehicles((await demoFixture()).vehicles);
  });

  const shoot = (name: string) => shootBoth(page, name);
  const searchPlate = async (plate: string) => {
    await page.getByTestId('car-plate').fill(plate);
    await page.getByTestId('car-plate-submit').click();
  };

  it('shows no vehicle and no groups after a plate not found, keeping the plate in its field', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.visit('/search-car');
    await searchPlate(vehicles.plate.plate);
    await page.getByTestId('car-chosen').waitFor();
    await page.getByTestId('car-groups').waitFor();
    // The plate found stays in its field once its vehicle is chosen.
    await expect.poll(() => page.getByTestId('car-plate').inputValue()).toBe(vehicles.plate.plate);
    await searchPlate('ZZ000ZZ');
    await page.getByTestId('car-zero-plates').waitFor();
    await expect.poll(() => page.getByTestId('car-chosen').count()).toBe(0);
    expect(await page.getByTestId('car-groups').count()).toBe(0);
    expect(await page.getByTestId('car-none').isVisible()).toBe(true);
    expect(await page.getByTestId('car-plate').inputValue()).toBe('ZZ000ZZ');
    await shop.checkpoint('plate not found');
    await shoot('search-car-plate-not-found');
  });

  it('tells the vehicles of an ambiguous plate apart by years, power, engine, fuel and body', async () => {
    await searchPlate(vehicles.sharedPlate.plate);
    const choices = page.getByTestId('car-plate-vehicle');
    await choices.first().waitFor();
    await expect.poll(() => page.getByTestId('car-chosen').count()).toBe(0);
    const texts = await choices.allTextContents();
    expect(texts).toHaveLength(vehicles.sharedPlate.idVeicoli.length);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts)
      expect(text).toMatch(
        / · \d+ kW \/ \d+ CV · \d\d\/\d{4}(–\d\d\/\d{4})? · motore \S+ · .* · (Benzina|Diesel|Gas|Elettrico|Ibrido benzina|Ibrido diesel|Altro)$/,
      );
    await shop.checkpoint('plate with several vehicles');
    await shoot('search-car-plate-versions');
    await choices.first().click();
    await page.getByTestId('car-chosen').waitFor();
    await expect.poll(() => page.getByTestId('car-plate').inputValue()).toBe(vehicles.sharedPlate.plate);
  });

  it('lists a model’s versions by engine size, then power', async () => {
    const v = vehicles.vehicle;
    await chooseMakerAndModel(page, v);
    const options = await page.locator('[data-testid="car-version"] option[value]:not([value=""])').allTextContents();
    const order = options.map((text) => {
      const [, kw, cm3] = /(\d+) kW .* (\d+) cm³/.exec(text) ?? [];
      return { cm3: Number(cm3), kw: Number(kw) };
    });
    expect(order).toEqual([...order].sort((a, b) => a.cm3 - b.cm3 || a.kw - b.kw));
  });
});

/** Issue 24, item 3: a visitor sees no prices; every list of parts says why, with a login that keeps the page. */
describe('a visitor is told why prices are missing', () => {
  const shop = shopInBrowser({ responsive: true });
  let page: Page;
  let vehicles: SpecVehicles;
  let tyre: SpecConfigurators['tyre'];
  beforeAll(async () => {
    page = shop.page;
    const fixture = await demoFixture();
    vehicles = specVehicles(fixture.vehicles);
    tyre = specConfigurators(fixture.configurators).tyre;
  });

  const HINT = 'Accedi per vedere prezzi netti e disponibilità';
  /** The hint shows, and its link (for use without JavaScript) logs in back to this very page. */
  const expectHint = async () => {
    const hint = page.getByRole('link', { name: HINT });
    await hint.first().waitFor();
    const here = new URL(page.url());
    expect(await hint.first().getAttribute('href')).toBe(`/login?${new URLSearchParams({ returnTo: here.pathname + here.search })}`);
  };

  it('on the search results, a product page and the parts of an original number', async () => {
    await shop.visit('/cerca?q=filtro');
    await page.getByTestId('product-row').first().waitFor();
    await expectHint();
    await shop.visit(`/ricambio/${vehicles.application.productId}`);
    await expectHint();
    const makers: { idMarca: number; codiceListino: string }[] = (
      await (await page.request.get(`${shop.url}/search-car`, { headers: { accept: 'application/json' } })).json()
    ).makers;
    const maker = makers.find((m) => m.codiceListino === vehicles.oe.codiceListino);
    await shop.visit(`/ricerca-ricambi?${new URLSearchParams({ idMarca: String(maker?.idMarca), codiceOE: vehicles.oe.codiceOE })}`);
    await page.getByTestId('product-row').first().waitFor();
    await expectHint();
  });

  it('on configurator results, and the login keeps the page', async () => {
    await shop.visit('/configuratore/pneumatici');
    await page.getByLabel('Larghezza').fill(String(tyre.width));
    await page.getByLabel('Spalla').fill(String(tyre.ratio));
    await page.getByLabel('Diametro').fill(String(tyre.diameter));
    await page.getByTestId('cfg-search').click();
    await page.getByTestId('cfg-tyre-row').first().waitFor();
    await expectHint();
    await shop.checkpoint('tyre rows for a visitor');
    const at = page.url();
    await page.getByRole('link', { name: HINT }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome utente').fill('demo');
    await dialog.getByLabel('Password').fill('demo');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await page.getByTestId('account-identity').waitFor();
    await expect.poll(() => page.getByRole('link', { name: HINT }).count()).toBe(0);
    expect(page.url()).toBe(at);
  });
});

/** Issue 24, item 4: configurator results a buyer can use. */
describe('configurator results a buyer can use', () => {
  const shop = shopInBrowser({ responsive: true });
  let page: Page;
  let tyre: SpecConfigurators['tyre'];
  beforeAll(async () => {
    page = shop.page;
    tyre = specConfigurators((await demoFixture()).configurators).tyre;
  });

  const shoot = (name: string) => shootBoth(page, name, false);
  const searchTyres = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
    await page.getByTestId('cfg-search').click();
    await page.getByTestId('cfg-tyre-row').first().waitFor();
    await expect.poll(() => page.getByTestId('cfg-posted-results').getAttribute('aria-busy')).toBe('false');
  };

  it('tyres: a higher load index than asked is labelled', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.visit('/configuratore/pneumatici');
    await searchTyres({
      Larghezza: String(tyre.width),
      Spalla: String(tyre.ratio),
      Diametro: String(tyre.diameter),
      'Indice di carico': String(tyre.loadIndex),
    });
    const rows = page.getByTestId('cfg-tyre-row');
    const seen = { higher: 0, asked: 0 };
    for (let index = 0; index < (await rows.count()); index++) {
      const row = rows.nth(index);
      const size = (await row.locator('[data-field="tyre-size"]').textContent()) ?? '';
      const load = Number(/ (\d+)[A-Z]+$/.exec(size)?.[1]);
      const labelled = (await row.getByText('indice di carico superiore').count()) > 0;
      expect(labelled, size).toBe(load > tyre.loadIndex);
      seen[labelled ? 'higher' : 'asked']++;
    }
    expect(seen.higher * seen.asked).toBeGreaterThan(0);
    await shop.checkpoint('tyres with a higher load index');
  });

  it('tyres: every row shows its thumbnail', async () => {
    const results = page.getByTestId('cfg-posted-results');
    const rows = await results.getByTestId('product-row').count();
    const thumbnails = results.locator('[data-testid="product-row"] img[data-field="thumbnail"]');
    await expect.poll(() => thumbnails.count()).toBe(rows);
    await expect
      .poll(() => thumbnails.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    expect((await thumbnails.first().getAttribute('alt'))?.length).toBeGreaterThan(0);
  });

  it('tyres: filtered by brand and season, sorted by price', async () => {
    const results = page.getByTestId('cfg-posted-results');
    const brands = await page.getByTestId('cfg-refine-brand').locator('option').allTextContents();
    expect(brands.length).toBeGreaterThan(2);
    const brand = brands[1] ?? '';
    await page.getByTestId('cfg-refine-brand').selectOption({ label: brand });
    await expect.poll(async () => [...new Set(await results.locator('[data-field="brand"]').allTextContents())]).toEqual([brand]);
    await page.getByTestId('cfg-refine-brand').selectOption('');
    const season = (await page.getByTestId('cfg-refine-season').locator('option').allTextContents())[1] ?? '';
    await page.getByTestId('cfg-refine-season').selectOption({ label: season });
    await expect
      .poll(async () => {
        const sizes = await results.locator('[data-testid="cfg-tyre-row"] > p').allTextContents();
        return sizes.length > 0 && sizes.every((text) => text.includes(season));
      })
      .toBe(true);
    await page.getByTestId('cfg-refine-season').selectOption('');
    await page.getByTestId('cfg-refine-sort').selectOption('prezzo');
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => page.getByTestId('cfg-refine-sort').inputValue()).toBe('prezzo');
    const cents = (await results.locator('[data-field="net-price"]').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(cents.length).toBeGreaterThan(1);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    await shop.checkpoint('tyres by price');
    await shoot('configurator-tyres');
  });

  it('batteries: filtered by brand and sorted by price', async () => {
    await shop.visit('/configuratore/batterie');
    await page.getByLabel('Capacità minima (Ah)').fill('60');
    await page.getByTestId('cfg-search').click();
    const results = page.getByTestId('cfg-posted-results');
    await results.getByTestId('product-row').first().waitFor();
    const brand = (await page.getByTestId('cfg-refine-brand').locator('option').allTextContents())[1] ?? '';
    await page.getByTestId('cfg-refine-brand').selectOption({ label: brand });
    await expect.poll(async () => [...new Set(await results.locator('[data-field="brand"]').allTextContents())]).toEqual([brand]);
    await page.getByTestId('cfg-refine-sort').selectOption('prezzo');
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    const cents = (await results.locator('[data-field="net-price"]').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    expect([...new Set(await results.locator('[data-field="brand"]').allTextContents())]).toEqual([brand]);
    expect(await results.locator('img[data-field="thumbnail"]').count()).toBe(await results.getByTestId('product-row').count());
    await shop.checkpoint('batteries of a brand by price');
  });

  it('oils show their price per litre', async () => {
    await shop.visit(`/configuratore/oli-lubrificanti/ricerca-avanzata?${new URLSearchParams({ type: 'Motore', format: '4 l' })}`);
    const rows = page.getByTestId('cfg-detailed-row');
    await rows.first().waitFor();
    const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    for (let index = 0; index < Math.min(await rows.count(), 5); index++) {
      const row = rows.nth(index);
      const net = euros(await row.locator('[data-field="net-price"]').textContent());
      const perLitre = await row.locator('[data-field="price-per-litre"]').textContent();
      expect(perLitre).toMatch(/^\d+,\d\d\s€\/l$/);
      expect(Math.abs(euros(perLitre) - net / 4)).toBeLessThan(0.01);
    }
  });

  it('batteries by car and trunk liners tell the Panda generations apart; roof bars offer a generation’s years', async () => {
    const options = async (testId: string) => {
      await expect.poll(() => page.getByTestId(testId).locator('option').count()).toBeGreaterThan(1);
      return page.getByTestId(testId).locator('option').allTextContents();
    };
    const generations = ['Panda (2003–2012)', 'Panda (2012–)'];
    await shop.visit('/configuratore/batterie-marchio');
    await page.getByTestId('cfg-brand').selectOption('Fiat');
    expect(await options('cfg-modello')).toEqual(expect.arrayContaining(generations));
    expect(await options('cfg-modello')).not.toContain('Panda');
    await page.getByTestId('cfg-modello').selectOption('Panda (2012–)');
    await options('cfg-alimentazione');
    await shop.checkpoint('own-brand batteries of a Panda generation');
    await shop.visit('/configuratore/vasche-baule');
    await page.getByTestId('cfg-carBrand').selectOption('Fiat');
    expect(await options('cfg-carModel')).toEqual(expect.arrayContaining(generations));
    await shop.visit('/configuratore/portaggio-e-carico');
    const manufacturers = await options('cfg-manufacterCar');
    await page.getByTestId('cfg-manufacterCar').selectOption({ label: manufacturers.find((m) => m === 'Thule') ?? manufacturers[1] ?? '' });
    await options('cfg-brandCar');
    await page.getByTestId('cfg-brandCar').selectOption('Fiat');
    await options('cfg-modelCar');
    await page.getByTestId('cfg-modelCar').selectOption({ label: 'Panda (2003–2012)' });
    const years = (await options('cfg-yearCar')).slice(1);
    expect(years).toEqual(Array.from({ length: 10 }, (_, index) => String(2003 + index)));
  });
});

/** Issue 24, item 5: staff filter the switch-user list, act for a customer and come back to the same list. */
describe('staff come back to the switch-user list they chose from', () => {
  const shop = shopInBrowser({ responsive: true });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  it('keeps the table’s order under a filter', async () => {
    await logInByCookie(shop, 'staff', 'staff');
    await shop.visit('/cambia-utente?q=demo');
    const rows = page.getByTestId('switch-user-row');
    await rows.first().waitFor();
    await expect.poll(() => page.getByTestId('switch-user-results').getAttribute('aria-busy')).toBe('false');
    const names = await page.locator('[data-testid="switch-user-row"] td:nth-child(2)').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    // Sorted by company name, the exact match (demo's company) in its place, not pinned above the others.
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(names[0]).not.toBe('Autoricambi Demo S.r.l.');
    await shop.checkpoint('customers filtered');
  });

  it('acts for the customer and comes back to the filtered list', async () => {
    await page.locator('[data-testid="switch-user-row"][data-username="demo"]').getByRole('link', { name: 'Seleziona' }).click();
    await page.getByTestId('impersonation-banner').waitFor();
    await shop.checkpoint('acting for demo');
    await page.getByRole('button', { name: 'Torna al tuo utente' }).click();
    await page.getByTestId('account-identity').getByText('Utente staff').waitFor();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/cambia-utente?q=demo');
    await expect.poll(() => page.getByLabel('Filtra l’elenco').inputValue()).toBe('demo');
    await page.getByTestId('switch-user-row').first().waitFor();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';
import { specVehicles, type SpecVehicles } from '../bff/testing/spec-fixture.ts';
import { demoFixture } from './harness/demo-fixture.ts';
import { chooseMakerAndModel } from './harness/vehicle-selects.ts';

/**
 * The vehicle search as a workshop uses it: a plate, then maker → model → version; the chosen vehicle kept in its
 * cookies (the first HTML and the header show it), a group's drawing, a part's original numbers with their counts,
 * a cross-reference link to /ricerca-ricambi and a product from there into the cart.
 */
describe('the vehicle search: plate, selects, drawing, criteria, results', () => {
  const shop = shopInBrowser();
  let page: Page;
  let vehicles: SpecVehicles;
  beforeAll(async () => {
    page = shop.page;
    vehicles = specVehicles((await demoFixture()).vehicles);
  });

  const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name);
  const firstHtml = async () => (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();

  it('finds the vehicle of a plate and keeps it in the cookies, the first HTML and the header', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.visit('/search-car');
    await page.getByTestId('car-none').waitFor();
    await page.getByTestId('car-plate-submit').click();
    await page.getByText('Inserisci la targa del veicolo.').waitFor();
    await page.getByTestId('car-plate').fill('ZZ 999 ZZ');
    await page.getByTestId('car-plate-submit').click();
    await page.getByTestId('car-zero-plates').waitFor();
    expect(await page.getByTestId('car-zero-plates').textContent()).toBe('Nessun veicolo trovato per questa targa.');
    await shop.checkpoint('plate not found');
    await page.getByTestId('car-plate').fill(vehicles.plate.plate.toLowerCase());
    await page.getByTestId('car-plate-submit').click();
    await page.getByTestId('car-chosen').waitFor();
    await expect.poll(async () => (await cookie('idVeicolo'))?.value).toBe(String(vehicles.plate.idVeicolo));
    expect(await cookie('plate_num')).toMatchObject({ path: '/', sameSite: 'Lax' });
    const expires = (await cookie('idVeicolo'))?.expires ?? 0;
    expect(expires * 1000 - Date.now()).toBeGreaterThan(47 * 3600 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(48 * 3600 * 1000 + 60_000);
    const html = await firstHtml();
    expect(html).toContain('data-testid="car-chosen"');
    expect(html).toContain('href="/search-car?rimuovi=1"');
    await shop.visit('/search-car');
    // Its groups (or the text saying it has none) come with the first HTML.
    expect(await firstHtml()).toContain('data-testid="car-groups"');
    expect(await page.getByTestId('car-chosen-name').textContent()).toMatch(/\S/);
  });

  it('chooses maker, model and version from the keyboard-usable selects', async () => {
    const v = vehicles.vehicle;
    await chooseMakerAndModel(page, v);
    const label = await page.locator(`[data-testid="car-version"] option[value="${v.idVeicolo}"]`).textContent();
    expect(label).toMatch(/kW .* CV .* cm³ .* valvole · (Benzina|Diesel|Gas|Elettrico|Ibrido benzina|Ibrido diesel|Altro)$/);
    await page.getByTestId('car-version').selectOption(String(v.idVeicolo));
    await expect.poll(async () => (await cookie('idVeicolo'))?.value).toBe(String(v.idVeicolo));
    await expect.poll(async () => page.getByTestId('car-version').inputValue()).toBe(String(v.idVeicolo));
    expect(await cookie('plate_num')).toBeUndefined();
  });

  it('draws the brakes, filters and timing as exploded views at 1280 and 390 px, the same size before and after', async () => {
    for (const [group, name] of [
      ['Impianto frenante', 'freni'],
      ['Filtri', 'filtri'],
      ['Distribuzione', 'distribuzione'],
    ] as const) {
      const button = page.getByTestId('car-group').filter({ hasText: group });
      if ((await button.count()) === 0) continue;
      await button.click();
      const drawing = page.getByTestId('car-drawing');
      await expect.poll(() => drawing.locator('svg [data-shape]').count()).toBeGreaterThan(0);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const box = await drawing.locator('svg').boundingBox();
        expect(Math.round(((box?.height ?? 0) / (box?.width ?? 1)) * 100)).toBe(75);
        await drawing.screenshot({ path: `${SCREENSHOTS}/drawing-${name}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('opens a group drawing, a part from the keyboard, its original numbers and a cross-reference link', async () => {
    await page.getByTestId('car-group').first().click();
    await page.getByTestId('car-drawing').waitFor();
    const numbers = page.getByTestId('car-drawing-item');
    const count = await numbers.count();
    expect(count).toBeGreaterThan(0);
    // A number under the pointer marks its row, a row with keyboard focus marks its number.
    const rows = page.getByTestId('car-drawing-row');
    await numbers.first().hover();
    await expect.poll(() => rows.first().getAttribute('data-marked')).toBe('true');
    await rows.last().focus();
    await expect.poll(() => numbers.last().getAttribute('data-marked')).toBe('true');
    await expect.poll(() => rows.first().getAttribute('data-marked')).toBeNull();
    let link = null;
    for (let index = 0; index < count && !link; index++) {
      await numbers.nth(index).focus();
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : ' ');
      await expect.poll(async () => (await cookie('idVoce'))?.value).toMatch(/^\d+$/);
      await page.getByTestId('car-criteria').waitFor();
      const rows = page.getByTestId('car-criteria').locator('li');
      await rows.first().waitFor();
      await expect.poll(() => page.getByTestId('car-cross-counts').first().textContent()).toMatch(/equivalenti/);
      const counts = await page.getByTestId('car-cross-counts').allTextContents();
      const withProducts = counts.findIndex((text) => !text.startsWith('0 '));
      if (withProducts >= 0) link = page.getByTestId('car-cross-link').nth(withProducts);
    }
    expect(link).not.toBeNull();
    await page.screenshot({ path: `${SCREENSHOTS}/search-car.png`, fullPage: true });
    await shop.checkpoint('criteria');
    await link!.click();
    await page.waitForURL(/\/ricerca-ricambi\?idMarca=\d+&codiceOE=/);
    await page.getByTestId('product-row').first().waitFor();
    await shop.checkpoint('oe results');
  });

  it('adds a product found for the vehicle to the cart', async () => {
    const before = Number((await page.locator('[data-cart-count]').first().textContent()) ?? '0');
    await page
      .getByTestId('add-to-cart')
      .first()
      .getByRole('button', { name: /Aggiungi/ })
      .click();
    await expect.poll(async () => Number(await page.locator('[data-cart-count]').first().textContent())).toBeGreaterThan(before);
  });

  it("keeps the vehicle on the cart line and narrows /cerca to the vehicle's parts", async () => {
    await shop.visit('/cart');
    // The journey chose the vehicle by its selects last: its name, no plate.
    const vehicles = await page
      .locator('[data-field="item-vehicle"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(vehicles.some((value) => /\S/.test(value))).toBe(true);
    await shop.visit('/cerca?q=filtro');
    const filter = page.getByTestId('vehicle-filter').getByRole('checkbox');
    expect(await filter.isChecked()).toBe(false);
    await filter.click();
    await page.waitForURL(/veicolo=1/);
    await expect.poll(() => filter.isChecked()).toBe(true);
  });

  it("offers the vehicle to the cart's order data, which keeps it after a reload", async () => {
    await shop.visit('/cart');
    const header = page.getByTestId('cart-header');
    const field = (name: string) => header.locator(`[name="${name}"]`);
    const use = page.getByTestId('cart-use-vehicle');
    if (!(await use.isVisible())) {
      // The demo cart may already name a vehicle: empty its fields, so the chosen vehicle is offered.
      for (const name of ['modello', 'plate', 'vin']) await field(name).fill('');
      await header.getByRole('button', { name: 'Salva i dati' }).click();
      await page.getByText('Dati dell’ordine salvati.').waitFor();
      await shop.visit('/cart');
    }
    // Chosen by its selects last: the vehicle's name, no plate.
    const offered = /^Usa il veicolo scelto: (.+)$/.exec((await use.textContent()) ?? '')?.[1];
    expect(offered).toMatch(/\S/);
    await shop.checkpoint('cart offers the vehicle');
    await header.screenshot({ path: `${SCREENSHOTS}/cart-vehicle-offer-1280.png` });
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    await header.screenshot({ path: `${SCREENSHOTS}/cart-vehicle-offer-375.png` });
    if (desktop) await page.setViewportSize(desktop);
    await use.click();
    await page.getByText('Veicolo salvato nei dati dell’ordine.').waitFor();
    await shop.visit('/cart');
    // The button names the vehicle with its version's details; the model field takes the vehicle's name.
    expect(await field('modello').inputValue()).toBe(offered?.split(' · ')[0]);
    expect(await use.count()).toBe(0);
  });
});

/** Issue 11: the parts-catalogue provider unreachable (the http adapter at a closed port): the page stays usable. */
describe('the vehicle search with the parts-catalogue provider down', () => {
  const shop = shopInBrowser({
    env: { PARTS_CATALOGUE_ADAPTER: 'http', PARTS_CATALOGUE_URL: 'http://127.0.0.1:9/catalogo', UPSTREAM_RETRIES: '0' },
  });

  it('renders the page with the generic error, and a plate search answers the same instead of failing', async () => {
    const page = shop.page;
    await shop.visit('/search-car');
    const unavailable = page.getByTestId('car-unavailable');
    await unavailable.waitFor();
    expect(await unavailable.textContent()).toBe('Si è verificato un errore durante l’elaborazione della richiesta.');
    await shop.checkpoint('provider down');
    await page.getByTestId('car-plate').fill('AB123CD');
    await page.getByTestId('car-plate-submit').click();
    await page.waitForURL(/targa=AB123CD/);
    await unavailable.waitFor();
    expect(await page.getByTestId('car-none').isVisible()).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestApp, demoFixtureOf } from '../bff/testing/test-app.ts';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';
import { specVehicles, type SpecVehicles } from '../bff/testing/spec-fixture.ts';

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
    const fixtureShop = await createTestApp();
    try {
      vehicles = specVehicles((await demoFixtureOf(fixtureShop)).vehicles);
    } finally {
      await fixtureShop.close();
    }
  });

  /** The page as shown, at the desktop and the phone width. */
  const shoot = async (name: string) => {
    const size = page.viewportSize() ?? DESKTOP;
    for (const width of [DESKTOP, PHONE]) {
      await page.setViewportSize(width);
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width.width}.png`, fullPage: true });
    }
    await page.setViewportSize(size);
  };
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
    await page.getByTestId('car-maker').selectOption(String(v.idMarca));
    const model = `${v.idModello}|${v.modelloAnno}`;
    await page.locator(`[data-testid="car-model"] option[value="${model}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('car-model').selectOption(model);
    await page.locator(`[data-testid="car-version"] option[value="${v.idVeicolo}"]`).waitFor({ state: 'attached' });
    const options = await page.locator('[data-testid="car-version"] option[value]:not([value=""])').allTextContents();
    const order = options.map((text) => {
      const [, kw, cm3] = /(\d+) kW .* (\d+) cm³/.exec(text) ?? [];
      return [Number(cm3), Number(kw)];
    });
    expect(order).toEqual([...order].sort(([cm3a, kwa], [cm3b, kwb]) => cm3a - cm3b || kwa - kwb));
  });
});

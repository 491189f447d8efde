import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { specVehicles, type SpecVehicles } from '../bff/testing/spec-fixture.ts';
import { demoFixture } from './harness/demo-fixture.ts';
import { chooseMakerAndModel } from './harness/vehicle-selects.ts';

const BRAKES = 'Impianto frenante';
const FILTERS = 'Filtri';
const PART = 'Disco freno, asse posteriore';
/** The brakes' part items whose parts are made for one axle (seed/parts-tree.ts: their descriptions name it). */
const AXLE_ITEMS =
  /^\d+\. (Kit pastiglie freno|Disco freno|Pinza freno|Contatto segnalazione usura pastiglie|Tamburo freno|Kit ganasce freno|Cilindretto freno|Tubo flessibile freno)\b/;

/**
 * Issue 47, part 2, as a mechanic tried it: the vehicle search keeps its place. The open group and the chosen part
 * are in the URL, so a reload shows them again (in the first HTML too) and Back returns to the group before; the
 * brakes group's rows say front or rear. At 1280 and 390 px.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the vehicle search keeps its place (%s)', (name, viewport) => {
  const shop = shopInBrowser({ viewport });
  let page: Page;
  let vehicles: SpecVehicles;
  beforeAll(async () => {
    page = shop.page;
    vehicles = specVehicles((await demoFixture()).vehicles);
  });

  const group = (text: string) => page.getByTestId('car-group').filter({ hasText: text });
  const rows = () => page.getByTestId('car-drawing-row');
  const drawingTitle = () =>
    page
      .getByTestId('car-groups')
      .getByRole('heading', { level: 3, name: /^Tavola / })
      .textContent({ timeout: 5000 });
  const criteriaTitle = () => page.getByTestId('car-criteria').locator('h3').textContent({ timeout: 5000 });
  const query = () => new URL(page.url()).searchParams;
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

  /** Opens a group as a user does, and checks the page stayed scrolled where it was. */
  async function openGroup(text: string) {
    await group(text).scrollIntoViewIfNeeded();
    const before = await scrollY();
    await group(text).click();
    await expect.poll(drawingTitle, { timeout: 5000 }).toBe(`Tavola ${text}`);
    expect(await scrollY()).toBe(before);
  }

  /** Opens the part of the open drawing named `PART`. */
  async function choosePart() {
    await rows().filter({ hasText: PART }).click();
    await expect.poll(criteriaTitle, { timeout: 5000 }).toBe(`Codici originali di ${PART}`);
  }

  it('chooses a vehicle, then the filters, the brakes and a part, each kept in the URL', async () => {
    const v = vehicles.vehicle;
    await shop.visit('/search-car');
    await chooseMakerAndModel(page, v);
    await page.getByTestId('car-version').selectOption(String(v.idVeicolo));
    await page.getByTestId('car-chosen').waitFor();
    await openGroup(FILTERS);
    const filters = query().get('gruppo');
    expect(filters).toMatch(/^\d+$/);
    await openGroup(BRAKES);
    expect(query().get('gruppo')).toMatch(/^\d+$/);
    expect(query().get('gruppo')).not.toBe(filters);
    expect(query().get('voce')).toBeNull();
    await choosePart();
    expect(query().get('voce')).toMatch(/^\d+$/);
    await shop.checkpoint('a part of the brakes chosen');
  });

  it('goes Back to the group without the part, and Forward to the part again', async () => {
    await page.goBack();
    await expect.poll(() => page.getByTestId('car-criteria').count(), { timeout: 5000 }).toBe(0);
    expect(query().get('voce')).toBeNull();
    expect(await drawingTitle()).toBe(`Tavola ${BRAKES}`);
    await shop.checkpoint('back to the brakes');
    await page.goForward();
    await expect.poll(criteriaTitle, { timeout: 5000 }).toBe(`Codici originali di ${PART}`);
  });

  it("says on each of the brakes group's rows whether its part is for the front or the rear axle", async () => {
    await shop.visit('/search-car');
    await openGroup(BRAKES);
    const texts = await rows().allTextContents();
    for (const axle of ['anteriore', 'posteriore']) {
      expect(texts.some((text) => text.includes(`Kit pastiglie freno, asse ${axle}`))).toBe(true);
      expect(texts.some((text) => text.includes(`Disco freno, asse ${axle}`))).toBe(true);
    }
    for (const text of texts.filter((row) => AXLE_ITEMS.test(row))) expect(text).toMatch(/, asse (anteriore|posteriore)\b/);
    // The drawing's numbers say it too.
    const labels = await page.getByTestId('car-drawing-item').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(labels.filter((label) => label?.includes(', asse ')).length).toBeGreaterThanOrEqual(4);
    await page.getByTestId('car-groups').screenshot({ path: `${SCREENSHOTS}/vehicle-place-${name}.png` });
  });

  it('shows the group and the part again after a reload, from the first HTML on', async () => {
    await shop.visit('/search-car');
    await openGroup(FILTERS);
    await openGroup(BRAKES);
    await choosePart();
    await page.reload();
    await shop.checkpoint('reloaded');
    expect(await drawingTitle()).toBe(`Tavola ${BRAKES}`);
    expect(await group(BRAKES).getAttribute('aria-pressed')).toBe('true');
    expect(await rows().filter({ hasText: PART }).getAttribute('aria-pressed')).toBe('true');
    expect(await criteriaTitle()).toBe(`Codici originali di ${PART}`);
    const html = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`Tavola ${BRAKES}`);
    expect(html).toContain(`Codici originali di ${PART}`);
    await page.screenshot({ path: `${SCREENSHOTS}/vehicle-place-reloaded-${name}.png`, fullPage: true });
  });

  it('goes Back from the reloaded page to the brakes, then to the filters opened before', async () => {
    await page.goBack();
    await expect.poll(() => page.getByTestId('car-criteria').count(), { timeout: 5000 }).toBe(0);
    expect(await drawingTitle()).toBe(`Tavola ${BRAKES}`);
    await shop.checkpoint('back to the brakes after the reload');
    await page.goBack();
    await expect.poll(drawingTitle, { timeout: 5000 }).toBe(`Tavola ${FILTERS}`);
    expect(await group(FILTERS).getAttribute('aria-pressed')).toBe('true');
    await shop.checkpoint('back to the filters');
  });

  it('drops the group and the part when another vehicle is chosen', async () => {
    expect(query().get('gruppo')).toMatch(/^\d+$/);
    await page.getByTestId('car-plate').fill(vehicles.plate.plate);
    await page.getByTestId('car-plate-submit').click();
    await expect.poll(() => page.url(), { timeout: 5000 }).toMatch(/\/search-car$/);
    await page.getByTestId('car-chosen').waitFor();
    expect(await page.getByTestId('car-drawing').count()).toBe(0);
    const pressed = await page
      .getByTestId('car-group')
      .evaluateAll((tiles) => tiles.filter((t) => t.getAttribute('aria-pressed') === 'true'));
    expect(pressed).toHaveLength(0);
  });
});

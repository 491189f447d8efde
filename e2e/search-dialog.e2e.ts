import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { tabTo } from './harness/focus.ts';

/** An original number two car makers' price lists hold in the demo data: Fiat and Abarth (README "Things to try"). */
const MULTI_LIST_CODE = '77103173';

const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/**
 * SPEC §2 search form behaviour: a code of more than 3 characters first asks the vehicle-data search; its rows open
 * in a dialog (a row leads to /ricerca-avanzata, "Ricerca classica" to /cerca); a short query, or one the service
 * does not know, goes straight to the results.
 */
describe('vehicle-data search dialog of the header search box', () => {
  const shop = shopInBrowser();
  let page: Page;
  /** Paths of the lookup calls the page made. */
  const lookups: string[] = [];
  beforeAll(() => {
    page = shop.page;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/search-ws-')) lookups.push(`${url.pathname}${url.search}`);
    });
  });

  const searchBox = () => page.getByRole('searchbox').first();
  const dialog = () => page.getByTestId('article-lookup-dialog');
  const rows = () => dialog().locator('[data-lookup-row]');

  async function search(q: string) {
    await searchBox().fill(q);
    await searchBox().press('Enter');
  }

  it('opens the dialog with one row per price list of a code held by several, by keyboard', async () => {
    await shop.visit('/');
    await tabTo(page, searchBox());
    await page.keyboard.type(` ${MULTI_LIST_CODE} `);
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(lookups).toEqual([`/search-ws-catalogo?q=${MULTI_LIST_CODE}`]);
    expect(await dialog().getByRole('heading', { name: 'Codici trovati' }).isVisible()).toBe(true);
    expect(await rows().evaluateAll((links) => links.map((link) => link.getAttribute('data-lookup-row')))).toEqual(['ABA', 'FIA']);
    expect(await rows().first().textContent()).toMatch(/Codice originale/);
    expect(new URL(page.url()).pathname).toBe('/');
    // The dialog holds the focus; the search button (hidden from the accessibility tree under the modal) is no longer busy.
    await expect.poll(() => holdsFocus(dialog())).toBe(true);
    expect(await page.locator('form[role="search"] button[type="submit"]').first().getAttribute('aria-busy')).toBe('false');
    await shop.checkpoint('vehicle-data search dialog');
    await page.screenshot({ path: `${SCREENSHOTS}/search-dialog.png`, animations: 'disabled' });
  });

  it('closes with Escape and gives the focus back to the search box', async () => {
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    // The dialog gives the focus back in a task after it is gone: wait for that state rather than race it.
    await expect.poll(() => holdsFocus(searchBox())).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('fits a phone: the rows, the classic search and the close button usable at 390 px', async () => {
    await page.setViewportSize(PHONE);
    try {
      await search(MULTI_LIST_CODE);
      await dialog().waitFor();
      expect(await rows().count()).toBe(2);
      const box = await dialog().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await shop.checkpoint('vehicle-data search dialog at 390 px');
      await page.screenshot({ path: `${SCREENSHOTS}/search-dialog-phone.png`, animations: 'disabled' });
      await dialog().getByRole('button', { name: 'Chiudi' }).click();
      await dialog().waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('leads from a row to /ricerca-avanzata with that row’s products', async () => {
    await search(MULTI_LIST_CODE);
    await dialog().waitFor();
    await tabTo(page, dialog().locator('[data-lookup-row="FIA"]'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ricerca-avanzata\?/);
    await dialog().waitFor({ state: 'detached' });
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      codiceListino: 'FIA',
      codiceArticolo: MULTI_LIST_CODE,
      tipo: 'O',
      listino: 'Fiat',
      sos: 'S',
    });
    await page.getByTestId('product-row').first().waitFor();
    expect(await page.getByTestId('advanced-row').textContent()).toMatch(/Codice originale/);
  });

  it('offers the classic search, which lands on /cerca', async () => {
    await search(MULTI_LIST_CODE);
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Ricerca classica' }).click();
    await page.waitForURL(/\/cerca\?/);
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('q')).toBe(MULTI_LIST_CODE);
    await page.getByTestId('product-row').first().waitFor();
  });

  it('goes straight to /cerca for 3 characters or fewer, without asking the vehicle-data search', async () => {
    await shop.visit('/');
    lookups.length = 0;
    await search(' olx ');
    await page.waitForURL(/\/cerca\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('olx');
    await page.locator('main h1').first().waitFor();
    expect(lookups).toEqual([]);
  });

  it('goes to /cerca when the vehicle-data search knows nothing of the words', async () => {
    await shop.visit('/');
    lookups.length = 0;
    await search('filtro olio');
    await page.waitForURL(/\/cerca\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('filtro olio');
    await page.getByTestId('product-row').first().waitFor();
    expect(lookups).toEqual(['/search-ws-catalogo?q=filtro+olio']);
    expect(await dialog().count()).toBe(0);
  });

  /** Searches from the header box; when the vehicle-data search answers, its classic search opens the results. */
  async function classicResults(q: string): Promise<string[]> {
    await shop.visit('/');
    await search(q);
    await Promise.race([dialog().waitFor(), page.waitForURL(/\/cerca\?/)]);
    if (await dialog().isVisible()) await dialog().getByRole('button', { name: 'Ricerca classica' }).click();
    await page.waitForURL(/\/cerca\?/);
    await page.getByTestId('product-row').first().waitFor();
    return page.getByTestId('product-row').evaluateAll((items) => items.map((item) => item.getAttribute('data-code') ?? ''));
  }

  it('finds a part by its code written with spaces or without, by an OE number and by a competitor’s code', async () => {
    // Bosch brake pads: the code as printed on the box and as typed in a hurry find the same article first.
    expect((await classicResults('0 986 425 452'))[0]).toBe('0 986 425 452');
    expect((await classicResults('0986425452'))[0]).toBe('0 986 425 452');
    // Fiat's OE number of an oil filter: the filters of four brands that replace it.
    expect((await classicResults('77602380')).length).toBeGreaterThanOrEqual(4);
    // Valeo's code finds its equivalents of other brands (README "Things to try").
    const equivalents = await classicResults('309219');
    expect(equivalents.filter((code) => code !== '309219').length).toBeGreaterThanOrEqual(4);
  });
});

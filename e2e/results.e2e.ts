import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';
import { parseDocument } from '../shared/testing/markup.ts';

/**
 * The results page as a trade customer works it: the filter drawer and its accordions, the layout switch, price
 * visibility, a row's quantity and urgency asking its own price, availability and delivery, the counters'
 * popovers and the image search per card; a visitor and a phone see less.
 */
describe('the results page: drawer, layouts, prices and live rows', () => {
  const shop = shopInBrowser();
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  const rows = () => page.getByTestId('product-row');
  const drawer = () => page.getByTestId('filter-drawer');
  const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name);
  /** The first HTML the server sends for the page now shown (cookies of the browser), before any script. */
  const firstHtml = async () => (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();

  it('shows a visitor no prices and no price toggle, and asks the image search once per card', async () => {
    const images: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/ws-image/search?productId=')) images.push(request.url());
    };
    page.on('request', onRequest);
    await shop.visit('/cerca?q=filtro');
    await rows().first().waitFor();
    await expect.poll(() => images.length).toBeGreaterThanOrEqual(await rows().count());
    page.off('request', onRequest);
    const ids = await rows().evaluateAll((items) => items.map((item) => item.getAttribute('data-product-id')));
    expect(new Set(images.map((url) => new URL(url).searchParams.get('productId')))).toEqual(new Set(ids));
    expect(await page.locator('[data-field="net-price"]').count()).toBe(0);
    expect(await page.getByTestId('prices-toggle').count()).toBe(0);
    expect(await page.getByTestId('row-counters').count()).toBe(0);
  });

  it('closes and opens the filter drawer, and a reload keeps its state (the first HTML already has it)', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.visit('/cerca?q=filtro');
    const toggle = page.getByTestId('filters-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer().isVisible()).toBe(true);
    await toggle.click();
    await drawer().waitFor({ state: 'hidden' });
    expect(await cookie('filters_visibile')).toMatchObject({ value: 'false', path: '/', sameSite: 'Lax' });
    const expires = (await cookie('filters_visibile'))?.expires ?? 0;
    expect(expires * 1000 - Date.now()).toBeGreaterThan(98 * 24 * 3600 * 1000);
    expect(parseDocument(await firstHtml())('aside#filtri-risultati').is('[hidden]')).toBe(true);
    await shop.visit('/cerca?q=filtro');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer().isVisible()).toBe(false);
    await toggle.click();
    await drawer().waitFor({ state: 'visible' });
    expect((await cookie('filters_visibile'))?.value).toBe('true');
  });

  it('filters by brand from the accordion, which works from the keyboard', async () => {
    const brandSection = page.getByTestId('search-facets').locator('[data-facet="brand"]');
    const summary = brandSection.locator('summary');
    const isOpen = () => brandSection.evaluate((details) => (details as HTMLDetailsElement).open);
    expect(await summary.textContent()).toMatch(/Marca/);
    expect(await isOpen()).toBe(true);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(false);
    expect(await brandSection.getByRole('link').first().isVisible()).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(isOpen).toBe(true);
    const brandLink = brandSection.getByRole('link').first();
    const label = ((await brandLink.textContent()) ?? '').replace(/[\d.]+$/, '').trim();
    await brandLink.click();
    await page.waitForURL(/marca=\d+/);
    await page.getByTestId('active-filters').waitFor();
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expect
      .poll(async () => new Set((await rows().locator('[data-field="brand"]').allTextContents()).map((b) => b.toLowerCase())))
      .toEqual(new Set([label.toLowerCase()]));
    await shop.checkpoint('results narrowed from the accordion');
  });

  it('switches to the grid, keeps it on reload from the first HTML, and turning it off removes it', async () => {
    await shop.visit('/cerca?q=filtro');
    const list = page.getByTestId('search-results');
    expect(await list.getAttribute('data-layout')).toBe('lista');
    const grid = page.getByRole('radio', { name: 'Vista a griglia' });
    await grid.click();
    await expect.poll(() => list.getAttribute('data-layout')).toBe('griglia');
    expect((await cookie('layout_prodotti'))?.value).toBe('griglia');
    expect(await page.evaluate(() => localStorage.getItem('layout_prodotti'))).toBe('griglia');
    expect(await firstHtml()).toContain('data-layout="griglia"');
    await shop.visit('/cerca?q=filtro');
    expect(await list.getAttribute('data-layout')).toBe('griglia');
    expect(await grid.getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/results-grid.png`, animations: 'disabled' });

    await grid.click(); // the active one again: off, back to the default list
    await expect.poll(() => list.getAttribute('data-layout')).toBe('lista');
    expect(await page.getByRole('radio', { name: 'Vista a lista' }).getAttribute('aria-checked')).toBe('true');
    expect(await cookie('layout_prodotti')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('layout_prodotti'))).toBeNull();
  });

  it('chooses a layout from the keyboard: one tab stop, arrows move between the layouts, Space chooses', async () => {
    await shop.visit('/cerca?q=filtro');
    const list = page.getByTestId('search-results');
    const radio = (name: string) => page.getByRole('radio', { name });
    expect(await radio('Vista a lista').getAttribute('tabindex')).toBe('0');
    expect(await radio('Vista a griglia').getAttribute('tabindex')).toBe('-1');
    await radio('Vista a lista').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => radio('Vista a griglia').evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // past the last: back to the first
    await expect.poll(() => radio('Vista a lista').evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await list.getAttribute('data-layout')).toBe('lista');
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    await expect.poll(() => list.getAttribute('data-layout')).toBe('tabella');
    expect(await radio('Vista a tabella').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Space'); // the active one again: off, back to the list
    await expect.poll(() => list.getAttribute('data-layout')).toBe('lista');
  });

  it('applies a layout kept only in localStorage after hydration and writes its cookie again', async () => {
    await page.evaluate(() => localStorage.setItem('layout_prodotti', 'tabella'));
    await shop.visit('/cerca?q=filtro');
    await expect.poll(() => page.getByTestId('search-results').getAttribute('data-layout')).toBe('tabella');
    expect((await cookie('layout_prodotti'))?.value).toBe('tabella');
    await page.screenshot({ path: `${SCREENSHOTS}/results-table.png`, animations: 'disabled' });
    await page.getByRole('radio', { name: 'Vista a tabella' }).click();
    await expect.poll(() => page.getByTestId('search-results').getAttribute('data-layout')).toBe('lista');
  });

  it("asks a row's price, availability and delivery again when its quantity or urgency changes", async () => {
    const row = rows().first();
    const id = (await row.getAttribute('data-product-id')) ?? '';
    const asked = (pattern: RegExp) => page.waitForRequest((request) => pattern.test(request.url()));
    const before = await row.locator('[data-field="availability"]').textContent();
    const calls = Promise.all([
      asked(new RegExp(`/get-price-product/${id}\\?fgurgente=N$`)),
      asked(new RegExp(`/check-qta-available\\?productId=${id}&qtaRich=500$`)),
      asked(new RegExp(`/get-delivery-time/${id}\\?fgurgente=N&quantity=500$`)),
    ]);
    await row.locator('[data-field="quantity"]').fill('500');
    await calls;
    await expect.poll(() => row.locator('[data-field="availability"]').textContent()).not.toBe(before);
    await expect.poll(() => row.getAttribute('aria-busy')).toBeNull();
    expect(await row.locator('[data-field="delivery"]').textContent()).toMatch(/^Consegna: \S/);

    const urgentCalls = Promise.all([
      asked(new RegExp(`/get-price-product/${id}\\?fgurgente=S$`)),
      asked(new RegExp(`/get-delivery-time/${id}\\?fgurgente=S&quantity=500$`)),
    ]);
    const netBefore = await row.locator('[data-field="net-price"]').textContent();
    await row.locator('[data-field="urgent"]').check();
    await urgentCalls;
    await expect.poll(() => row.locator('[data-field="net-price"]').textContent()).not.toBe(netBefore);
    await shop.checkpoint('a row asked again for 500 urgent pieces');
  });

  it('opens the related products of a counter, each linking to its product page', async () => {
    const counter = page.getByTestId('row-counters').first().getByRole('button').first();
    await counter.click();
    const popover = page.getByTestId('related-popover');
    await popover.getByRole('link').first().waitFor();
    expect(await popover.getByRole('link').first().getAttribute('href')).toMatch(/^\/ricambio\/\d+$/);
    await shop.checkpoint('related products of a row');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
  });

  it('hides the prices (cookie, reload, none in the page) and shows them again', async () => {
    await page.getByRole('button', { name: 'Nascondi prezzi' }).click();
    await page.getByRole('button', { name: 'Mostra prezzi' }).waitFor();
    expect((await cookie('prezzi_visibili'))?.value).toBe('false');
    await rows().first().waitFor();
    expect(await page.locator('[data-field="net-price"]').count()).toBe(0);
    expect(await firstHtml()).not.toContain('data-field="net-price"');
    await shop.checkpoint('results without prices');
    await page.getByRole('button', { name: 'Mostra prezzi' }).click();
    await page.getByRole('button', { name: 'Nascondi prezzi' }).waitFor();
    expect((await cookie('prezzi_visibili'))?.value).toBe('true');
    await expect.poll(() => page.locator('[data-field="net-price"]').count()).toBe(await rows().count());
  });

  it('draws compact cards at 390 px whatever the layout, without the layout switch', async () => {
    await page.context().addCookies([{ name: 'layout_prodotti', value: 'tabella', url: shop.url }]);
    await page.setViewportSize(PHONE);
    await shop.visit('/cerca?q=filtro');
    expect(await page.getByTestId('layout-switch').isVisible()).toBe(false);
    const areas = await rows()
      .first()
      .evaluate((row) => getComputedStyle(row).gridTemplateAreas);
    expect(areas).toContain('"id price"');
    await page.screenshot({ path: `${SCREENSHOTS}/results-phone.png`, animations: 'disabled' });
    await page.setViewportSize(DESKTOP);
    expect(await page.getByTestId('layout-switch').isVisible()).toBe(true);
    expect(await page.getByTestId('search-results').getAttribute('data-layout')).toBe('tabella');
  });
});

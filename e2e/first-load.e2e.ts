import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { pageScripts } from '../scripts/js-budget-pages.mjs';
import { shopInBrowser } from './browser.ts';

/**
 * Requests the page makes for data (page data as JSON, calls, fragments), not for its scripts and styles, nor the
 * image search SPEC §7 asks once per product card (its reply is unused: no data the page was missing).
 */
function isDataRequest(request: Request): boolean {
  const type = request.resourceType();
  const path = new URL(request.url()).pathname;
  return (type === 'fetch' || type === 'xhr') && !path.startsWith('/assets/') && path !== '/ws-image/search';
}

/** The first load: the server sends the page with its data, the browser hydrates it without asking again. */
describe('the first load of a page', () => {
  const shop = shopInBrowser();
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  const load = async (path: string) => {
    const dataRequests: string[] = [];
    const note = (request: Request) => void (isDataRequest(request) && dataRequests.push(request.url()));
    page.on('request', note);
    const response = await page.goto(shop.url + path);
    const html = (await response?.text()) ?? '';
    // The app comes after the first paint (web/start.ts): on a busy machine the network can be quiet before it is
    // fetched, so what it loads is counted from hydration on.
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated !== undefined);
    await page.waitForLoadState('networkidle');
    page.off('request', note);
    return { html, dataRequests };
  };

  /** The scripts this page has loaded (from the network or the cache), as the build names them. */
  const scriptsLoaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.slice(1))
        .filter((path) => path.startsWith('assets/') && path.endsWith('.js'))
        .sort(),
    );
  // The pages' JavaScript budget (scripts/js-budget-pages.mjs) counts what it derives from Vite's manifest: a
  // browser loads exactly those files until the network is idle.
  const budgetCounts = (name: string, signedIn: boolean) => [...pageScripts('dist/web', name, { signedIn })].sort();

  it('shows a visitor the results of /cerca from the HTML, hydrates them and asks for no data', async () => {
    const { html, dataRequests } = await load('/cerca?q=filtro%20olio');
    expect(html).toContain('data-testid="product-row"');
    expect(dataRequests).toEqual([]);
    expect(await page.getByTestId('product-row').count()).toBeGreaterThan(0);
    expect(await scriptsLoaded()).toEqual(budgetCounts('search', false));
  });

  it('shows a customer the homepage with prices and the cart badge, asking for no data', async () => {
    const res = await page.request.post(`${shop.url}/login`, {
      data: { username: 'demo', password: 'demo' },
      headers: { accept: 'application/json' },
    });
    expect(res.ok()).toBe(true);
    const { html, dataRequests } = await load('/');
    expect(html).toContain('data-testid="promo-price"');
    expect(html).toContain('Autoricambi Demo S.r.l.');
    expect(dataRequests).toEqual([]);
    expect(await scriptsLoaded()).toEqual(budgetCounts('home', true));
  });

  it('moves on inside the SPA: the next page comes as JSON', async () => {
    const dataRequests: string[] = [];
    const note = (request: Request) => void (isDataRequest(request) && dataRequests.push(new URL(request.url()).pathname));
    page.on('request', note);
    // A promotion the customer sees: the rotation stopped (a system asking for less motion stops it), then a cell
    // inside the carousel's frame once nothing slides (the first one may have turned out of sight).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = page.getByTestId('promo-carousel');
    const cells = page.getByTestId('promo-cell');
    const shownCell = async () => {
      const frame = await carousel.boundingBox();
      const boxes = await Promise.all((await cells.all()).map((cell) => cell.boundingBox()));
      return boxes.findIndex((box) => frame && box && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1);
    };
    let shown = -1;
    await expect
      .poll(
        async () => {
          const before = await shownCell();
          await new Promise((resolve) => setTimeout(resolve, 300));
          shown = await shownCell();
          return shown >= 0 && shown === before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await cells.nth(shown).getByRole('link').click();
    await page.emulateMedia({ reducedMotion: null });
    await page.getByTestId('product-row').first().waitFor();
    page.off('request', note);
    expect(dataRequests).toContain('/cerca');
  });

  it('paints a page and loads its pictures before it fetches the app, which then makes the page interactive', async () => {
    await load('/ricambio/143');
    expect(await scriptsLoaded()).toEqual(budgetCounts('product', true));
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => /\/assets\/(?!start-).*\.js$/.test(entry.name));
      // The pictures the load event waits for: lazily loaded thumbnails may still arrive later, by design.
      const eager = new Set([...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].map((img) => img.currentSrc));
      const pictures = resources.filter((entry) => eager.has(entry.name));
      return {
        paint,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        lastPicture: Math.max(...pictures.map((entry) => entry.responseEnd)),
        pictures: pictures.length,
      };
    });
    expect(timing.pictures).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThan(timing.paint);
    expect(timing.firstScript).toBeGreaterThan(timing.lastPicture);
    // Hydrated: the gallery's picture opens the lightbox.
    await page.getByTestId('gallery-main').click();
    const lightbox = page.getByRole('dialog', { name: /Immagini di/ });
    await lightbox.waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });
});

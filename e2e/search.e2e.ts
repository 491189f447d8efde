import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';

/** A mechanic searches, narrows by brand and stock, orders by price, and opens one code row's products. */
describe('catalogue search with facets, orders and delivery promises', () => {
  const shop = shopInBrowser();
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  const rows = () => page.getByTestId('product-row');

  it('shows a visitor availability but no prices, and a server-rendered count', async () => {
    await shop.visit('/cerca?q=filtro');
    await rows().first().waitFor();
    expect(await page.getByTestId('search-count').textContent()).toMatch(/articol/);
    expect(await rows().first().locator('[data-field="availability-state"]').textContent()).toMatch(/\S/);
    expect(await page.locator('[data-field="net-price"]').count()).toBe(0);
    await shop.checkpoint('search results for a visitor');
  });

  it('follows a row’s link in the app, and a link to the page shown adds no step to the history', async () => {
    await shop.visit('/cerca?q=filtro');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const steps = await page.evaluate(() => history.length);
    const link = rows().first().locator('a[href^="/ricambio/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByTestId('product-page').waitFor();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(steps + 1);
    await shop.checkpoint('product page reached by a link');
    await page.goBack();
    await rows().first().waitFor();
    await shop.checkpoint('results again, after going back');
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await shop.checkpoint('homepage reached by the logo');
    const home = await page.evaluate(() => history.length);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => history.length)).toBe(home);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  it('logs in and sees net prices and a delivery promise on every row', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.visit('/cerca?q=filtro');
    await rows().first().waitFor();
    const count = await rows().count();
    expect(await page.locator('[data-field="net-price"]').count()).toBe(count);
    expect(await page.locator('[data-field="delivery"]').count()).toBe(count);
    expect(await rows().first().locator('[data-field="delivery"]').textContent()).toMatch(/^Consegna: \S/);
    await page.screenshot({ path: `${SCREENSHOTS}/search-customer.png`, fullPage: true, animations: 'disabled' });
  });

  it('narrows by a brand facet, in the URL, and removes the filter from its chip', async () => {
    const facets = page.getByTestId('search-facets');
    const brandLink = facets
      .getByRole('link')
      .filter({ hasNotText: /Disponibili|Non disponibili/ })
      .first();
    const label = ((await brandLink.textContent()) ?? '').replace(/[\d.]+$/, '').trim();
    await brandLink.click();
    await page.waitForURL(/marca=\d+/);
    await page.getByTestId('active-filters').waitFor();
    await rows().first().waitFor();
    const brands = await rows().locator('[data-field="brand"]').allTextContents();
    expect(new Set(brands.map((b) => b.toLowerCase()))).toEqual(new Set([label.toLowerCase()]));
    await shop.checkpoint('results narrowed by brand');
    await page
      .getByTestId('active-filters')
      .getByRole('link', { name: /Rimuovi il filtro/ })
      .click();
    await page.waitForURL((url) => !url.search.includes('marca='));
    // The previous page stays shown while the unfiltered one loads: wait for the chips to go.
    await page.getByTestId('active-filters').waitFor({ state: 'detached' });
  });

  it('orders a narrow search by price, lowest first', async () => {
    await shop.visit('/cerca?q=pastiglie');
    await page.getByTestId('sort-bar').getByRole('link', { name: 'Prezzo crescente' }).click();
    await page.waitForURL(/ordina=prezzo-crescente/);
    await page
      .getByTestId('sort-bar')
      .getByRole('link', { name: 'Prezzo crescente', exact: true })
      .and(page.locator('[aria-current="true"]'))
      .waitFor();
    const prices = (await page.locator('[data-field="net-price"]').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await shop.checkpoint('results ordered by price');
  });

  it('opens the products of one code row on /ricerca-avanzata', async () => {
    const row = rows().first();
    const code = (await row.getAttribute('data-code')) ?? '';
    const brand = (await row.locator('[data-field="brand"]').textContent()) ?? '';
    const list = await page.evaluate(
      async ({ code }) => {
        const res = await fetch(`/cerca?q=${encodeURIComponent(code)}`, { headers: { accept: 'application/json' } });
        return ((await res.json()) as { rows: Array<{ code: string; priceListCode: string }> }).rows.find((r) => r.code === code)
          ?.priceListCode;
      },
      { code },
    );
    await shop.visit(
      `/ricerca-avanzata?${new URLSearchParams({ codiceListino: list ?? '', codiceArticolo: code, tipo: 'A', listino: brand, sos: 'S' })}`,
    );
    await rows().first().waitFor();
    expect(await rows().first().getAttribute('data-code')).toBe(code);
    await shop.checkpoint('advanced search of one code row');
  });
});

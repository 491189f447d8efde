import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';

/** How late the page data arrives: well past the 500 ms after a click in which layout shifts count as the user's. */
const SLOW_MS = 1500;

/** Page data (the page URL asked as JSON) arrives late; everything else as usual. */
async function slowPageData(route: Route): Promise<void> {
  const request = route.request();
  if (request.resourceType() === 'fetch' && (request.headers()['accept'] ?? '').includes('application/json')) {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  }
  await route.fallback();
}

/**
 * Issue 6, part 4: results, carousel and page keep their place while data loads. Each screen is reached inside the
 * SPA with its data held back, so its loading state shows long enough to count; the harness sums every shift of the
 * visit (CLS budget 0.05) at each checkpoint. Played at the desktop and the phone width.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('pages that load slowly do not move (%s)', (name, viewport) => {
  const shop = shopInBrowser({ viewport });
  let page: Page;
  beforeAll(async () => {
    page = shop.page;
    await page.route((url) => url.pathname === '/' || url.pathname === '/cerca', slowPageData);
  });

  it('keeps the carousel region while the promotions load', async () => {
    await shop.visit('/cerca?q=filtro');
    await page.getByRole('link', { name: 'Ricambi Auto B2B' }).click();
    await page.getByTestId('promo-carousel-skeleton').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/loading-home-${name}.png` });
    await page.getByTestId('promo-cell').first().waitFor();
    expect(await page.getByTestId('promo-carousel-skeleton').count()).toBe(0);
  });

  it('keeps the results region while the results load, for a visitor', async () => {
    await page.getByRole('searchbox').first().fill('filtro olio');
    await page.getByRole('searchbox').first().press('Enter');
    await page.getByTestId('search-results-skeleton').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/loading-search-${name}.png` });
    await page.getByTestId('product-row').first().waitFor();
  });

  it('keeps the list in place while the next page loads', async () => {
    await page.getByRole('link', { name: 'Successiva' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  });

  it('keeps the results region while the results load, for a customer (price and cart columns)', async () => {
    const login = await page.request.post(`${shop.url}/login`, {
      data: { username: 'demo', password: 'demo' },
      headers: { accept: 'application/json' },
    });
    expect(login.ok()).toBe(true);
    await shop.visit('/');
    await page.getByRole('searchbox').first().fill('pastiglie');
    await page.getByRole('searchbox').first().press('Enter');
    await page.getByTestId('search-results-skeleton').waitFor();
    await page.getByTestId('product-row').first().getByRole('button', { name: 'Aggiungi al carrello' }).waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, shopInBrowser } from './browser.ts';
import { hydrated } from './harness/hydration.ts';
import { holdScripts } from './harness/hold-scripts.ts';
import { hydrateAfterChange } from './harness/mismatch.ts';

/**
 * What a user types before the page's script arrives is kept when it does (issue 21): the header search, the tyre
 * form (its search button enabled by the sizes typed early), the plate search and the login form, at both widths.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('typed before the script arrives (%s)', (_name, viewport) => {
  const shop = shopInBrowser({ viewport });

  it('keeps a search typed in the header and searches it', async () => {
    const { page } = shop;
    const release = await holdScripts(page);
    await page.goto(`${shop.url}/`, { waitUntil: 'commit' });
    const q = page.locator('form[role="search"] input[name="q"]');
    await q.fill('filtro olio');
    await release();
    await hydrated(page, q);
    expect(await q.inputValue()).toBe('filtro olio');
    await shop.checkpoint();
    await q.press('Enter');
    await page.waitForURL(/\/cerca\?q=filtro(\+|%20)olio/);
    await page.getByTestId('product-row').first().waitFor();
  });

  it('keeps tyre sizes typed early, and they enable the search', async () => {
    const { page } = shop;
    const release = await holdScripts(page);
    await page.goto(`${shop.url}/configuratore/pneumatici`, { waitUntil: 'commit' });
    await page.getByTestId('cfg-larghezza').fill('205');
    await page.getByTestId('cfg-spalla').fill('55');
    await page.getByTestId('cfg-diametro').fill('16');
    await release();
    const search = page.getByTestId('cfg-search');
    await hydrated(page, search);
    await expect.poll(() => search.isEnabled()).toBe(true);
    expect(await page.getByTestId('cfg-larghezza').inputValue()).toBe('205');
    await shop.checkpoint();
    await search.click();
    await page.getByTestId('cfg-count').waitFor();
  });

  it('keeps a plate typed early and looks it up', async () => {
    const { page } = shop;
    const release = await holdScripts(page);
    await page.goto(`${shop.url}/search-car`, { waitUntil: 'commit' });
    const plate = page.getByTestId('car-plate');
    await plate.fill('aa 195 mr');
    await release();
    await hydrated(page, plate);
    expect(await plate.inputValue()).toBe('aa 195 mr');
    await shop.checkpoint();
    await page.getByTestId('car-plate-submit').click();
    // One vehicle has the plate: it is chosen at once.
    await expect.poll(() => page.getByTestId('car-chosen').textContent()).toContain('AA195MR');
  });

  it('keeps the username and password typed early and logs in', async () => {
    const { page } = shop;
    const release = await holdScripts(page);
    await page.goto(`${shop.url}/login`, { waitUntil: 'commit' });
    const form = page.locator('main form[action="/login"]');
    await form.locator('input[name="username"]').fill('demo');
    await form.locator('input[name="password"]').fill('demo');
    await release();
    const submit = form.locator('button[type="submit"]');
    await hydrated(page, submit);
    expect(await form.locator('input[name="username"]').inputValue()).toBe('demo');
    await shop.checkpoint();
    await submit.click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await page.request.get(`${shop.url}/sfapi/v1/principal`).then((r) => r.json())).toMatchObject({ username: 'demo' });
  });

  it('says on the console when the server’s HTML and the app disagree (the check every journey relies on)', async () => {
    await hydrateAfterChange(
      shop.page,
      `${shop.url}/`,
      async (page) => {
        const cookieButton = page.locator('footer button');
        await cookieButton.waitFor();
        // The server's footer button becomes another element before the app arrives.
        await cookieButton.evaluate((button) => button.replaceWith(document.createElement('em')));
      },
      async (page, errors) => {
        // React draws the part again as it hydrates the boundary the mismatch is in: reported by then.
        await expect.poll(() => errors.filter((text) => text.startsWith('Hydration mismatch')).length).toBe(1);
        expect(await page.locator('footer button').count()).toBe(1);
      },
    );
  });
});

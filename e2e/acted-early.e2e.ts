import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, shopInBrowser } from './browser.ts';
import { holdScripts } from './harness/hold-scripts.ts';
import { logInByCookie } from './harness/login.ts';

const cartCount = async (page: Page) => Number((await page.locator('[data-cart-count]').first().textContent()) ?? '0');

/**
 * A button pressed or a form sent before the app has arrived (web/early-actions.ts) is held, not lost nor sent
 * to the wrong place, and carried out once the app has taken the page over.
 */
describe('acted on before the app arrives (desktop)', () => {
  const shop = shopInBrowser({ viewport: DESKTOP });

  it('adds a result row to the cart, once, and stays on the results', async () => {
    const { page } = shop;
    await logInByCookie(shop, 'demo', 'demo');
    const before = await cartCount(page);
    const release = await holdScripts(page, { firstScript: 'through' });
    const results = `${shop.url}/cerca?q=filtro+olio`;
    await page.goto(results, { waitUntil: 'commit' });
    const add = page
      .getByTestId('add-to-cart')
      .first()
      .getByRole('button', { name: /Aggiungi/ });
    await add.waitFor();
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cart/add-ajax')) adds.push(request.method());
    });
    // Pressed twice, as an impatient customer does: the line is added once.
    await add.click();
    await add.click();
    // Without the app, the form would have been sent to the page's own address as a query (?quantity=1…).
    expect(page.url()).toBe(results);
    // Held, and said to be: busy until the app carries it out.
    expect(await page.getByTestId('add-to-cart').first().getAttribute('aria-busy')).toBe('true');
    await release();
    // The app arrives, hydrates, and then sends the line: more than the poll's first second on a busy machine.
    await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe(before + 1);
    expect(adds).toEqual(['POST']);
    expect(page.url()).toBe(results);
    await shop.checkpoint();
  });

  it("lets the header search go the browser's way: it has an address of its own", async () => {
    const { page } = shop;
    // The homepage audited as it shows with the app; then opened again with the app held back.
    await shop.visit('/');
    const release = await holdScripts(page, { firstScript: 'through' });
    await page.goto(`${shop.url}/`, { waitUntil: 'commit' });
    const q = page.locator('form[role="search"] input[name="q"]');
    await q.fill('filtro olio');
    await q.press('Enter');
    await page.waitForURL(/\/cerca\?q=filtro(\+|%20)olio/);
    await release();
    await page.getByTestId('product-row').first().waitFor();
    await shop.checkpoint();
  });
});

describe('acted on before the app arrives (phone)', () => {
  const shop = shopInBrowser({ viewport: PHONE });

  it('opens the side menu tapped before the app came', async () => {
    const { page } = shop;
    const release = await holdScripts(page, { firstScript: 'through' });
    await page.goto(`${shop.url}/`, { waitUntil: 'commit' });
    // By its label: once the menu is open, the page behind it is hidden from roles.
    const menu = page.locator('button[aria-label="Apri il menu"]');
    await menu.click();
    await release();
    await page.getByRole('dialog').waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await shop.checkpoint();
  });
});

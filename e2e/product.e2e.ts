import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, SCREENSHOTS, shopInBrowser, type ShopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';

const TAB_IDS = ['alternatives', 'substitutes', 'suggested', 'matches', 'necessaries', 'applications', 'stores', 'movements'] as const;

/** An exchange part of the demo data (a product with a core deposit), found through the shop's own calls. */
async function findExchangePart(page: Page): Promise<{ id: number; code: string }> {
  const found = await page.evaluate(async () => {
    for (const q of ['alternatore', 'motorino avviamento', 'pinza freno']) {
      const res = await fetch(`/cerca?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' } });
      const { rows } = (await res.json()) as { rows: Array<{ id: number; code: string }> };
      for (const row of rows) {
        const carcass = (await (await fetch(`/get-carcasse/${row.id}`, { headers: { accept: 'application/json' } })).json()) as {
          deposit: unknown;
        };
        if (carcass.deposit) return row;
      }
    }
    return null;
  });
  if (!found) throw new Error('the demo data has no exchange part among the alternators, starters and calipers');
  return found;
}

/** Opens a product page from its row on the results of a search for its code. */
async function openFromSearch(shop: ShopInBrowser, product: { id: number; code: string }): Promise<void> {
  const page = shop.page;
  await shop.visit(`/cerca?q=${encodeURIComponent(product.code)}`);
  const row = page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
  await row.waitFor();
  await row.locator(`a[href="/ricambio/${product.id}"]`).first().click();
  await page.waitForURL(`**/ricambio/${product.id}`);
  await page.getByTestId('product-page').waitFor();
  await shop.checkpoint('product page reached from a search result');
}

const cartLines = async (page: Page) => Number(await page.locator('[data-cart-count]').first().textContent());

/** A mechanic opens a part from the results, looks at its pictures, walks the tabs and orders an exchange part. */
describe('product page: gallery, lightbox, tabs and the carcass dialog', () => {
  const shop = shopInBrowser();
  let page: Page;
  let part: { id: number; code: string };
  beforeAll(() => {
    page = shop.page;
  });

  it('logs in and opens an exchange part from a search result, server-rendered with price and pictures', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    part = await findExchangePart(page);
    await openFromSearch(shop, part);
    expect(await page.locator('h1').textContent()).toContain(part.code);
    expect(await page.getByTestId('buy-box').locator('[data-field="net-price"]').textContent()).toMatch(/\d,\d\d\s€/);
    await page.getByTestId('gallery-main').locator('img').waitFor();
    expect(await page.getByTestId('deposit-note').textContent()).toMatch(/cauzione carcassa/);
  });

  it('opens the lightbox, shows the next picture, and closes it with Escape', async () => {
    // CSS, not roles: while the lightbox (a modal) is open, the page under it is hidden from the accessibility tree.
    const thumbnails = page.locator('[data-testid="gallery-thumbnails"] button');
    const pictures = await thumbnails.count();
    await page.getByTestId('gallery-main').click();
    const lightbox = page.getByRole('dialog', { name: /Immagini di/ });
    await lightbox.waitFor();
    await lightbox.getByRole('button', { name: 'Chiudi' }).waitFor();
    await shop.checkpoint('lightbox open');
    if (pictures > 1) {
      await lightbox.getByRole('button', { name: 'Prossimo' }).click();
      await expect.poll(() => thumbnails.nth(1).getAttribute('aria-pressed')).toBe('true');
    }
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });

  it('walks every tab with the keyboard: each shows its rows or says it is empty', async () => {
    for (const id of TAB_IDS) {
      const tab = page.getByTestId(`tab-${id}`);
      await tab.click();
      const panel = page.getByTestId(`panel-${id}`);
      await panel.waitFor();
      await expect
        .poll(async () => (await panel.locator('[data-loading]').count()) === 0 && (await panel.textContent())!.trim().length > 0)
        .toBe(true);
      const rows = await panel
        .locator('[data-testid="product-row"], [data-testid="movement-row"], [data-testid="store-row"], [data-testid="application-row"]')
        .count();
      const empty = await panel.getByTestId('relation-empty').count();
      expect(rows + empty, id).toBeGreaterThan(0);
      const count = await tab.locator('[data-field="tab-count"]').count();
      if (count > 0 && rows > 0)
        expect(Number((await tab.locator('[data-field="tab-count"]').textContent())?.replace(/\D/g, ''))).toBe(rows);
    }
    // Radix tabs: arrows move between them.
    await page.getByTestId('tab-alternatives').focus();
    await page.keyboard.press('ArrowRight');
    // The arrow's focus and selection land in the app's next render: under load, a moment after the key.
    await expect.poll(() => page.getByTestId('tab-substitutes').getAttribute('data-state')).toBe('active');
    await page.screenshot({ path: `${SCREENSHOTS}/product-tabs.png`, fullPage: true, animations: 'disabled' });
  });

  it('adds the exchange part and its core deposit after the carcass dialog: two more cart lines', async () => {
    const before = await cartLines(page);
    await page.getByTestId('buy-box').getByRole('button', { name: 'Aggiungi al carrello' }).click();
    const dialog = page.getByTestId('carcass-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/rimborsata quando restituisci il pezzo usato/);
    await shop.checkpoint('carcass dialog');
    await dialog.getByTestId('carcass-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cartLines(page)).toBe(before + 2);
  });
});

describe('product page for a visitor', () => {
  const shop = shopInBrowser({
    expectedErrors: [{ why: 'a part that does not exist is a 404', status: 404, path: '/ricambio/999999999' }],
  });

  it('shows the part without prices and without the stock and movement tabs', async () => {
    const page = shop.page;
    await shop.visit('/ricambio/1');
    await page.getByTestId('product-page').waitFor();
    expect(await page.locator('[data-field="net-price"]').count()).toBe(0);
    expect(await page.getByTestId('add-to-cart').count()).toBe(0);
    expect(await page.getByTestId('tab-movements').count()).toBe(0);
    expect(await page.getByTestId('tab-stores').count()).toBe(0);
    await page.getByTestId('tab-alternatives').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/product-visitor.png`, fullPage: true, animations: 'disabled' });
  });

  it('fits a phone’s width: the tabs scroll inside their row, the page never sideways', async () => {
    const page = shop.page;
    await page.setViewportSize(PHONE);
    await shop.visit('/ricambio/1');
    await page.getByTestId('tab-alternatives').waitFor();
    // A phone would otherwise widen the page to the widest tab, and what is fixed to the screen's foot (the cookie
    // notice) would sit below the visible part.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('answers an unknown part with the not-found page', async () => {
    await shop.visit('/ricambio/999999999');
    await shop.page.getByTestId('not-found').waitFor();
  });
});

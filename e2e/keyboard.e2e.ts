import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { focusStop, startFromTop, tabThroughPage, tabTo } from './harness/focus.ts';

/** Whether `locator` (or an element inside it) has the focus. */
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/**
 * Issue 6, part 5: the shop by keyboard alone, every focus visible (a ring with 3:1 contrast on whatever it sits on,
 * checked at each Tab): the login dialog, search, add to cart with Enter and Space, the cart dropdown, and at 390 px
 * the side menu. Nothing here clicks.
 */
describe('a trade customer uses the shop by keyboard alone', () => {
  const shop = shopInBrowser();
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  it('shows a ring on every stop of the homepage, from the skip link on', async () => {
    await shop.visit('/');
    const stops = await tabThroughPage(page);
    expect(stops[0]).toBe('a "Vai al contenuto"');
    expect(stops).toContain('a "Accedi"');
    expect(stops).toContain('input "Cerca nel catalogo"');
  });

  it('opens the login dialog from the header link with Enter, closes it with Escape, and logs in from the keyboard', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const loginLink = page.getByRole('banner').getByRole('link', { name: 'Accedi' });
    await tabTo(page, loginLink);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Escape closes it and gives the focus back to the link; Enter opens it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => holdsFocus(loginLink)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // The dialog puts the focus on its first field.
    await expect.poll(() => holdsFocus(dialog.getByLabel('Nome utente'))).toBe(true);
    await page.keyboard.type('demo');
    await tabTo(page, dialog.getByLabel('Password'));
    await page.keyboard.type('demo');
    await shop.checkpoint('login dialog opened by keyboard');
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-login-dialog.png` });
    await page.keyboard.press('Enter');
    await page.getByTestId('account-identity').getByText('Autoricambi Demo S.r.l.').waitFor();
  });

  it('searches from the header box: Tab to it, type, Enter', async () => {
    await tabTo(page, page.getByRole('searchbox').first());
    await page.keyboard.type('filtro olio');
    await page.keyboard.press('Enter');
    await page.getByTestId('product-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('filtro olio');
  });

  it('adds a result to the cart with Enter on the quantity, and another with Space on the button', async () => {
    const rows = page.getByTestId('product-row');
    await tabTo(page, rows.nth(0).getByLabel('Quantità'));
    await page.keyboard.press('Enter');
    await page.getByText('Articolo aggiunto al carrello').first().waitFor();
    await tabTo(page, rows.nth(1).getByRole('button', { name: 'Aggiungi al carrello' }));
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText('Articolo aggiunto al carrello').count()).toBe(2);
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-added.png` });
  });

  it('opens the cart dropdown with Enter, and Escape closes it and gives the focus back to the button', async () => {
    const cartButton = page.getByTestId('header-cart-button');
    await tabTo(page, cartButton, { backwards: true });
    await page.keyboard.press('Enter');
    const dropdown = page.getByTestId('header-cart-dropdown');
    await dropdown.getByRole('heading', { name: 'Il tuo carrello' }).waitFor();
    await expect.poll(() => holdsFocus(dropdown)).toBe(true);
    expect(await dropdown.locator('[data-product-id]').count()).toBe(2);
    // Tab moves inside the dropdown first: its close button.
    await tabTo(page, dropdown.getByRole('button', { name: 'Chiudi' }), { limit: 3 });
    await shop.checkpoint('cart dropdown opened by keyboard');
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-cart-dropdown.png` });
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'detached' });
    await expect.poll(() => holdsFocus(cartButton)).toBe(true);
    expect((await focusStop(page))?.problem).toBe('');
  });

  it('shows a ring on every stop of the results page, going down and back up (no stop under the sticky header)', async () => {
    const stops = await tabThroughPage(page);
    expect(stops.filter((stop) => stop === 'button "Aggiungi al carrello"').length).toBeGreaterThan(1);
    expect(await tabThroughPage(page, { backwards: true })).toEqual(stops.toReversed());
  });

  it('at 390 px opens the side menu with Enter, moves through it, and Escape closes it back on the menu button', async () => {
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    const menuButton = page.getByRole('button', { name: 'Apri il menu' });
    await startFromTop(page);
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    await expect.poll(() => holdsFocus(menu)).toBe(true);
    await tabTo(page, menu.getByRole('link', { name: 'Home' }), { limit: 6 });
    await shop.checkpoint('side menu opened by keyboard');
    await page.screenshot({ path: `${SCREENSHOTS}/keyboard-side-menu.png` });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => holdsFocus(menuButton)).toBe(true);
  });

  it('at 390 px shows a ring on every stop of the results page, going down and back up (none under the search bar)', async () => {
    const stops = await tabThroughPage(page);
    expect(stops).toContain('button "Apri il menu"');
    expect(await tabThroughPage(page, { backwards: true })).toEqual(stops.toReversed());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/results-phone.png` });
  });
});

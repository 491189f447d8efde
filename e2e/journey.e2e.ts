import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';

/** The first journey of a trade customer: homepage, login, company name, header cart, logout. */
describe('a trade customer logs in, sees their cart and logs out', () => {
  // Responsive: the visitor's and customer's everyday screens are audited at the phone width here.
  const shop = shopInBrowser({
    responsive: true,
    expectedErrors: [
      { why: 'the wrong password is refused with a 400', status: 400, path: '/login' },
      { why: 'an address in no route table is a 404', status: 404, path: '/non-esiste' },
    ],
  });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  it('shows the Italian homepage with header, search box, promo carousel and login link', async () => {
    await shop.visit('/');
    await expect.poll(() => page.getByTestId('site-header').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await page.getByTestId('promo-cell').first().waitFor();
    expect(await page.getByTestId('promo-cell').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('promo-price').count()).toBe(0);
    expect(await page.getByRole('searchbox').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Accedi' }).first().isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/home-visitor.png` });
  });

  it('logs in from the dialog and shows the company name', async () => {
    await page.getByRole('link', { name: 'Accedi' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome utente').fill('demo');
    await dialog.getByLabel('Password').fill('sbagliata');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await dialog.getByText('Nome utente o password non validi.').waitFor();
    await shop.checkpoint('login dialog with its error');
    await dialog.getByLabel('Password').fill('demo');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await page.getByTestId('account-identity').getByText('Autoricambi Demo S.r.l.').waitFor();
    await page.getByTestId('promo-price').first().waitFor();
  });

  it('adds an article from the search results and finds it in the header cart dropdown', async () => {
    const code = (await page.getByTestId('promo-cell').first().getAttribute('data-code')) ?? '';
    await page
      .getByRole('searchbox')
      .first()
      .fill(code || 'filtro');
    await page.getByRole('searchbox').first().press('Enter');
    // A code: the vehicle-data search offers its price lists first (search-dialog.e2e.ts); the classic results here.
    await page.getByTestId('article-lookup-dialog').getByRole('button', { name: 'Ricerca classica' }).click();
    await page.getByTestId('product-row').first().waitFor();
    const row = page.getByTestId('product-row').first();
    const rowCode = (await row.getAttribute('data-code')) ?? '';
    await row.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.getByText('Articolo aggiunto al carrello').first().waitFor();

    await page.getByTestId('header-cart-button').click();
    const dropdown = page.getByTestId('header-cart-dropdown');
    await dropdown.getByText(rowCode).first().waitFor();
    expect(await dropdown.textContent()).toMatch(/Totale/i);
    await shop.checkpoint('header cart dropdown');
    await page.screenshot({ path: `${SCREENSHOTS}/header-cart.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
  });

  it('logs out and is a visitor again', async () => {
    await page.getByRole('button', { name: 'Esci' }).first().click();
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    expect(await page.getByText('Autoricambi Demo S.r.l.').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/logged-out.png` });
  });

  it('shows the not-found page for an address in no route table', async () => {
    await shop.visit('/non-esiste');
    await page.getByTestId('not-found').getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/not-found.png` });
  });
});

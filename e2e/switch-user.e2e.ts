import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie, logInOnLoginPage } from './harness/login.ts';

/** Staff switch user: the menu entry, the paged table, the Select link, the banner and the way back. */
describe('a staff member acts as a trade customer and comes back', () => {
  const shop = shopInBrowser({
    expectedErrors: [
      { why: 'the staff page is loaded on purpose without the role: its HTML answers 403', status: 403, path: '/cambia-utente' },
    ],
  });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  const mainMenu = () => page.getByRole('navigation', { name: 'Menu principale' });

  it('shows no switch-user entry to a visitor and tells them the page is not for them', async () => {
    await shop.visit('/');
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    expect(await mainMenu().getByRole('link', { name: 'Cambia utente' }).count()).toBe(0);
    await shop.visit('/cambia-utente');
    await page.getByTestId('switch-user-forbidden').getByText('Accesso non consentito').waitFor();
    expect(await page.getByTestId('switch-user-table').count()).toBe(0);
  });

  it('shows a customer the not-allowed message on the staff page, loading it once (a 403 never loops)', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.checkpoint('home, logged in after the login page');
    let documentLoads = 0;
    const countLoads = (request: { isNavigationRequest(): boolean; url(): string }) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/cambia-utente') documentLoads++;
    };
    page.on('request', countLoads);
    const response = await page.goto(shop.url + '/cambia-utente');
    expect(response?.status()).toBe(403);
    await page.getByTestId('switch-user-forbidden').waitFor();
    await page.waitForTimeout(1500);
    page.off('request', countLoads);
    expect(documentLoads).toBe(1);
    await page.getByTestId('switch-user-forbidden').waitFor();
    await page.context().clearCookies();
  });

  it('logs in as staff on the login page and finds the menu entry', async () => {
    await logInOnLoginPage(shop, 'staff', 'staff');
    await page.getByTestId('account-identity').getByText('Utente staff').waitFor();
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    await shop.checkpoint('home, logged in as staff');
    // The staff's long menu stays inside the window (it goes on to a second row), nothing to scroll sideways.
    await mainMenu().getByRole('link', { name: 'Cambia utente' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await mainMenu().getByRole('link', { name: 'Cambia utente' }).click();
    await page.getByRole('heading', { name: 'Cambia utente' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cambia-utente');
  });

  it('pages customers sorted by company name, then filters the users for "demo"', async () => {
    const table = page.getByTestId('switch-user-table');
    await table.waitFor();
    expect(await page.getByTestId('switch-user-row').count()).toBe(20);
    expect(await table.locator('th[aria-sort="ascending"]').textContent()).toContain('Ragione sociale');
    expect(await page.locator('input[type="hidden"][name="userType"]').inputValue()).toBe('customer');
    await page.getByTestId('pager').waitFor();

    await page.getByRole('button', { name: 'Utenti' }).click();
    await expect.poll(() => page.locator('input[type="hidden"][name="userType"]').inputValue()).toBe('user');
    await page.getByLabel('Filtra l’elenco').fill('demo');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?userType=user&q=demo');
    // The rows shown are those of the current query once the results are no longer busy.
    await expect.poll(() => page.getByTestId('switch-user-results').getAttribute('aria-busy')).toBe('false');
    expect(await page.getByTestId('switch-user-count').textContent()).toMatch(/^\d+ utent[ei]$/);
    const demoRow = page.locator('[data-testid="switch-user-row"][data-username="demo"]');
    await demoRow.waitFor();
    const href = (await demoRow.getByRole('link', { name: 'Seleziona' }).getAttribute('href')) ?? '';
    // With the list it is on, for the way back.
    expect(href).toMatch(/^\/login\/impersonate\?j_username=demo&csrfToken=[^&]+&back=%2Fcambia-utente%3FuserType%3Duser%26q%3Ddemo$/);
    await page.screenshot({ path: `${SCREENSHOTS}/switch-user.png`, fullPage: true });
  });

  it('selects the demo user and works as Autoricambi Demo S.r.l. with the staff banner', async () => {
    const demoRow = page.locator('[data-testid="switch-user-row"][data-username="demo"]');
    await demoRow.getByRole('link', { name: 'Seleziona' }).click();
    await page.waitForURL(shop.url + '/');
    await page.getByTestId('account-identity').getByText('Autoricambi Demo S.r.l.').waitFor();
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText('Stai operando come demo (Autoricambi Demo S.r.l.) — accesso staff: staff').waitFor();
    // The customer has no switch-user role: no menu entry while acting as them.
    expect(await mainMenu().getByRole('link', { name: 'Cambia utente' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/switch-user-banner.png` });
  });

  it('goes back to the staff user, on the list they chose from', async () => {
    await page.getByRole('button', { name: 'Torna al tuo utente' }).click();
    await page.getByTestId('account-identity').getByText('Utente staff').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('?userType=user&q=demo');
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    // The header names the staff user again (the list below may well show the customer's row).
    expect(await page.getByTestId('account-identity').getByText('Autoricambi Demo S.r.l.').count()).toBe(0);
    expect(await mainMenu().getByRole('link', { name: 'Cambia utente' }).isVisible()).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';

/** The support pages: staff run a debug call and see the exchange; a trade customer is told the page is not theirs. */
describe('support staff query the parts catalogue on /assistenza', () => {
  const shop = shopInBrowser({
    expectedErrors: [
      { why: 'the staff page is loaded on purpose without the role: its HTML answers 403', status: 403, path: '/assistenza' },
    ],
  });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  const mainMenu = () => page.getByRole('navigation', { name: 'Menu principale' });

  it('tells a trade customer the page is not for them, with no menu entry', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.checkpoint('home, logged in as a customer');
    expect(await mainMenu().getByRole('link', { name: 'Assistenza' }).count()).toBe(0);
    await shop.visit('/assistenza');
    await page.getByTestId('assistenza-forbidden').getByText('Accesso non consentito').waitFor();
    expect(await page.getByTestId('assistenza-form-lookup-results').count()).toBe(0);
    await page.context().clearCookies();
  });

  it('lets staff open the page from the menu and run a code lookup', async () => {
    await logInByCookie(shop, 'staff', 'staff');
    await mainMenu().getByRole('link', { name: 'Assistenza' }).click();
    await page.getByRole('heading', { name: 'Assistenza', level: 1 }).waitFor();
    await shop.checkpoint('support page, no call yet');

    const form = page.getByTestId('assistenza-form-lookup-results');
    await form.getByLabel('Codice articolo').fill('DDS8747');
    await form.getByRole('button', { name: 'Esegui' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?call=lookup-results&artCode=DDS8747');
    const exchange = page.getByTestId('assistenza-exchange');
    await exchange.waitFor();
    expect(await page.getByTestId('assistenza-operation').textContent()).toBe('partsLookup.articles');
    expect(await page.getByTestId('assistenza-outcome').textContent()).toBe('OK (200)');
    expect(await page.getByTestId('assistenza-duration').textContent()).toMatch(/^\d+(\.\d+)? ms$/);
    expect(await page.getByTestId('assistenza-cache').textContent()).toBe('non usata (scambio dal vivo)');
    expect(await page.getByTestId('assistenza-reply').textContent()).toContain('"code": "DDS8747"');
    await exchange.getByText('Nessuna chiamata esterna: il servizio è integrato nel sito.').waitFor();
    await shop.checkpoint('support page with an exchange');
    await page.screenshot({ path: `${SCREENSHOTS}/assistenza.png`, fullPage: true });
  });

  it('renders the exchange on the server for a shared URL, and shows a failure as the exchange', async () => {
    await shop.visit('/assistenza?call=provider-cross&codiceListino=DEN&listino=Denso&codiceArticolo=DDS8747&tipo=A');
    await page.getByTestId('assistenza-exchange').waitFor();
    expect(await page.getByTestId('assistenza-operation').textContent()).toBe('catalogue.codeRow');
    const form = page.getByTestId('assistenza-form-lookup-cross');
    await form.getByLabel('Codice articolo').fill('46799795');
    await form.getByRole('button', { name: 'Esegui' }).click();
    // The supplier's code is empty: the browser keeps the form (a required field), nothing is sent.
    const supplier = form.getByLabel('Codice listino del fornitore');
    expect(await supplier.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(await page.getByTestId('assistenza-operation').textContent()).toBe('catalogue.codeRow');
    // A shared URL with the empty code still shows the port's refusal as the exchange, in the field's words.
    await shop.visit('/assistenza?call=lookup-cross&artCode=46799795&artSuppl=');
    await expect.poll(() => page.getByTestId('assistenza-operation').textContent()).toBe('vehicles.cross');
    expect(await page.getByTestId('assistenza-outcome').textContent()).toBe('Errore invalid (400)');
    await page.getByText('Codice listino: valore non valido.').waitFor();
  });
});

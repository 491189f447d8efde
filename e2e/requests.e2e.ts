import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser, type ShopInBrowser } from './browser.ts';

/** Logs in with one POST /login from the browser's context (the header's identity is hidden on a phone). */
async function logIn(shop: ShopInBrowser, username: string): Promise<void> {
  const response = await shop.page.request.post(`${shop.url}/login`, {
    headers: { accept: 'application/json' },
    data: { username, password: username },
  });
  expect(response.status()).toBe(200);
}

/** The Brembo disc of the demo data's product page samples (docs/demo-data.md). */
const PRODUCT_ID = 143;

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('price-list and information requests (%s)', (name, viewport) => {
  const shop = shopInBrowser({
    viewport,
    expectedErrors: [
      { why: 'a failing upstream, on purpose: the form shows its send-email-info block', status: 503, path: '/richiesta-listino' },
      { why: 'an unknown article code, on purpose: the page says "Articolo non trovato"', status: 404, path: '/richiesta-informazioni' },
    ],
  });

  it('shows the brands with changed prices and delivers a net list: that brand counts 0 after', async () => {
    const { page } = shop;
    await logIn(shop, 'demo');
    await shop.visit('/');
    if (name === 'desktop') {
      // The menu's badge: the changed prices of every brand.
      await expect
        .poll(async () => Number(await page.getByTestId('changed-prices-badge').locator('[aria-hidden]').textContent()))
        .toBeGreaterThan(0);
      await page
        .getByRole('navigation', { name: 'Menu principale' })
        .getByRole('link', { name: /Listini netti/ })
        .click();
    } else {
      await shop.visit('/richiesta-listino-netto');
    }
    await page.getByRole('heading', { name: 'Listini netti' }).waitFor();
    const rows = page.getByTestId('brand-row');
    await rows.first().waitFor();
    const changed = rows.filter({ has: page.getByTestId('changed-prices').filter({ hasNotText: /^0$/ }) }).first();
    const brand = await changed.getAttribute('data-brand');
    await shop.checkpoint('net price lists');
    const button = changed.getByRole('button', { name: /^Richiedi listino netto / });
    // A second click while the first runs is ignored (SPEC §4): one list is delivered.
    await button.dblclick();
    await page
      .getByRole('status')
      .getByText(/Il listino netto .+ è stato inviato al tuo indirizzo e-mail\./)
      .waitFor();
    await expect
      .poll(() => page.locator(`[data-brand="${brand}"]`).getByTestId('changed-prices').filter({ visible: true }).textContent())
      .toBe('0');
    await shop.checkpoint('net price list sent');
  });

  it('requests a price list through the form: success, the taking-long message, the error and the info blocks', async () => {
    const { page } = shop;
    await shop.visit('/richiesta-listino');
    await page.getByRole('heading', { name: 'Richiesta listino' }).waitFor();
    const submit = page.getByRole('button', { name: 'Invia richiesta' });
    await page.getByText('Brembo', { exact: true }).click();
    await submit.click();
    await page.getByTestId('send-email-success').waitFor();
    await shop.checkpoint('price-list request sent');

    // A slow upstream: the answer waits while the page's clock runs past 10 s.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/richiesta-listino', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.continue();
    });
    await page.clock.install();
    await submit.click();
    await page.getByTestId('price-list-spinner').waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.clock.runFor(10_500);
    await page
      .getByTestId('price-list-slow')
      .getByText(/sta richiedendo più tempo del solito/)
      .waitFor();
    release();
    await page.getByTestId('send-email-success').waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await expect.poll(() => page.getByTestId('price-list-spinner').count()).toBe(0);
    await page.unroute('**/richiesta-listino');

    // A reply other than OK, then a non-200.
    await page.route('**/richiesta-listino', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 200, contentType: 'text/plain', body: 'Servizio listini sospeso' })
        : route.continue(),
    );
    await submit.click();
    await page.getByTestId('send-email-error').getByText('Servizio listini sospeso').waitFor();
    await page.unroute('**/richiesta-listino');
    await page.route('**/richiesta-listino', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'giù' }) })
        : route.continue(),
    );
    await submit.click();
    await page.getByTestId('send-email-info').waitFor();
    await page.unroute('**/richiesta-listino');
    await shop.checkpoint('price-list request, the info block');
  });

  it('asks for information from a product page: refused without a valid e-mail, then sent', async () => {
    const { page } = shop;
    await shop.visit(`/ricambio/${PRODUCT_ID}`);
    await page.getByTestId('buy-box').getByRole('button', { name: 'Chiedi informazioni' }).click();
    const dialog = page.getByTestId('information-dialog');
    await dialog.getByLabel('E-mail').waitFor();
    await expect.poll(() => dialog.getByLabel('E-mail').inputValue()).toBe('demo@example.com');
    await dialog.getByLabel('E-mail').fill('non-un-indirizzo');
    await dialog.getByLabel('Messaggio').fill('Avete il disco anche forato?');
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await dialog.getByTestId('information-invalid').waitFor();
    await shop.checkpoint('information request refused');
    await dialog.getByLabel('E-mail').fill('acquisti@example.com');
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await dialog
      .getByRole('status')
      .getByText(/Richiesta inviata/)
      .waitFor();
    await shop.checkpoint('information request sent');
  });

  it('opens the information page by an article code written as elsewhere; an unknown one is “Articolo non trovato”', async () => {
    const { page } = shop;
    const product = await (
      await page.request.get(`${shop.url}/ricambio/${PRODUCT_ID}`, { headers: { accept: 'application/json' } })
    ).json();
    const code: string = product.product.code;
    await shop.visit(`/richiesta-informazioni?productcode=${encodeURIComponent(code.toLowerCase().split('').join(' '))}`);
    await page.getByTestId('information-request-page').getByText(code).first().waitFor();
    await shop.visit('/richiesta-informazioni?productcode=NON-ESISTE-42');
    await page.getByRole('heading', { name: 'Articolo non trovato', level: 1 }).waitFor();
    expect(await page.getByText('Si è verificato un errore').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/information-request-not-found-${name}.png` });
  });

  it('lets staff see the requests, mark one handled, and find the net list with its .xlsx in the outbox', async () => {
    const { page } = shop;
    await logIn(shop, 'staff');
    await shop.visit('/staff/richieste?stato=open');
    const info = page.getByTestId('request-row').filter({ hasText: 'Informazioni su' }).first();
    await info.waitFor();
    expect(await info.textContent()).toContain('Autoricambi Demo S.r.l.');
    await shop.checkpoint('staff requests');
    const open = await page.getByTestId('request-row').count();
    await info.getByRole('button', { name: 'Segna come evasa' }).click();
    await expect.poll(() => page.getByTestId('request-row').count()).toBe(open - 1);

    await shop.visit('/staff/posta?modello=price-list-request');
    const net = page.getByTestId('mail-row').filter({ hasText: 'Il tuo listino netto' }).first();
    await net.getByRole('link').first().click();
    const file = page.getByTestId('mail-attachments').getByRole('link', { name: /^listino-netto-.+\.xlsx$/ });
    await file.waitFor();
    await shop.checkpoint('outbox, the net list previewed');
    const download = await page.request.get(`${shop.url}${await file.getAttribute('href')}`);
    expect(download.status()).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Codice',
      'Descrizione',
      'Prezzo di listino (€)',
      'Prezzo netto (€)',
      'Confezione',
      'EAN',
    ]);
    expect(sheet?.rowCount).toBeGreaterThan(1);
  });
});

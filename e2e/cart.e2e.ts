import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { PNG_BYTES } from '../shared/testing/sample-files.ts';
import { logInByCookie } from './harness/login.ts';

/** Adds products by their codes through the shop's calls (product-code lookup, add-ajax), with the browser's session. */
async function addByCode(page: Page, base: string, codes: string[]): Promise<void> {
  const { csrfToken } = (await (await page.request.get(`${base}/sfapi/v1/principal`)).json()) as { csrfToken: string };
  for (const code of codes) {
    const found = (await (await page.request.get(`${base}/sfapi/v1/catalog/product-code/${encodeURIComponent(code)}`)).json()) as Array<{
      id: number;
      minQty?: number;
    }>;
    const product = found[0];
    if (!product) throw new Error(`no product has the code ${code}`);
    const res = await page.request.post(`${base}/cart/add-ajax`, {
      data: { csrfToken, productId: product.id, quantity: product.minQty ?? 1 },
      headers: { 'x-csrf-token': csrfToken },
    });
    if (!res.ok()) throw new Error(`adding ${code} answered ${res.status()}`);
  }
}

const lineOf = (page: Page, code: string) => page.getByTestId('cart-line').filter({ hasText: code });
const gross = async (page: Page) => (await page.getByTestId('cart-totals').locator('[data-field="gross"]').textContent()) ?? '';

/** A workshop edits its cart for the car on the lift: quantities, order data, urgency, order type; a stale tab loses nothing. */
describe('the cart page', () => {
  const shop = shopInBrowser({
    expectedErrors: [
      { why: 'a tab showing an older version of the cart is refused with 409', status: 409, path: '/cart/update-cart-item' },
      { why: 'a file that is neither a document nor a picture is refused with 415', status: 415, path: '/cart/upload-attachment' },
    ],
  });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  it('shows the lines the server rendered, with price, availability, delivery and totals with VAT', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await addByCode(page, shop.url, ['VKBA 3828', 'HU 972/7 x']);
    await shop.visit('/cart');
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    const line = lineOf(page, 'VKBA 3828');
    expect(await line.locator('[data-field="availability-state"]').textContent()).toMatch(/\S/);
    expect(await line.locator('[data-field="delivery"]').textContent()).toMatch(/^Consegna: /);
    expect(await gross(page)).toMatch(/\d,\d\d\s€/);
    await page.screenshot({ path: `${SCREENSHOTS}/cart.png`, fullPage: true });
  });

  it('raises and lowers a quantity by its pack, the totals and the header following', async () => {
    const line = lineOf(page, 'VKBA 3828');
    const quantity = line.locator('[data-field="quantity"]');
    const before = await gross(page);
    await line.getByRole('button', { name: 'Aumenta la quantità di VKBA 3828' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await expect.poll(() => gross(page)).not.toBe(before);
    await expect.poll(() => page.locator('[data-cart-count]').first().textContent()).toBe('2');
    await line.getByRole('button', { name: 'Diminuisci la quantità di VKBA 3828' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await expect.poll(() => gross(page)).toBe(before);
    expect(await line.getByRole('button', { name: 'Diminuisci la quantità di VKBA 3828' }).isDisabled()).toBe(true);
  });

  it('saves the order name, notes and vehicle, kept after a reload', async () => {
    await page.getByLabel('Nome ordine').fill('Panda di Rossi');
    await page.getByLabel('Note ordine').fill('Ritira il cliente alle 17');
    await page.getByLabel('Targa').fill('ab123cd');
    await page.getByRole('button', { name: 'Salva i dati' }).click();
    await page.getByText('Dati dell’ordine salvati.').waitFor();
    await shop.visit('/cart');
    expect(await page.getByLabel('Nome ordine').inputValue()).toBe('Panda di Rossi');
    expect(await page.getByLabel('Note ordine').inputValue()).toBe('Ritira il cliente alle 17');
    expect(await page.getByLabel('Targa').inputValue()).toBe('AB123CD');
  });

  it('makes the whole order urgent: every line travels urgent and pays the surcharge', async () => {
    const before = await gross(page);
    await page.getByLabel('Nome ordine').fill('Panda di Rossi, urgente');
    await page.getByTestId('cart-urgent').check();
    await expect.poll(() => page.getByText('In urgenza per l’ordine').count()).toBe(2);
    await expect.poll(() => gross(page)).not.toBe(before);
    // The form was resubmitted first: what was typed is saved too.
    await shop.visit('/cart');
    expect(await page.getByLabel('Nome ordine').inputValue()).toBe('Panda di Rossi, urgente');
    expect(await page.getByTestId('cart-urgent').isChecked()).toBe(true);
  });

  it('changes the order type after a confirmation, and the page reloads with it', async () => {
    await page.getByTestId('cart-order-type').selectOption('MAG');
    const dialog = page.getByTestId('order-type-confirm');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/sconto del 3%/);
    await shop.checkpoint('order type confirmation');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Conferma' }).click()]);
    await page.getByTestId('cart-page').waitFor();
    expect(await page.getByTestId('cart-order-type').inputValue()).toBe('MAG');
    expect(await page.getByTestId('cart-totals').textContent()).toMatch(/sconto del 3%/);
    // A stock order ships nothing urgent, whatever the flag says.
    expect(await page.getByText('In urgenza per l’ordine').count()).toBe(0);
  });

  it('attaches the customer’s paperwork, refuses a file that is not a document or a picture, and deletes it', async () => {
    const box = page.getByTestId('cart-attachments');
    const upload = box.getByRole('button', { name: 'Carica' });
    expect(await upload.isDisabled()).toBe(true);
    const file = box.getByLabel('File da allegare');
    await file.setInputFiles({ name: 'preventivo.exe', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a document') });
    await upload.click();
    await box
      .getByText(/non accettato|non è accettato|tipo/i)
      .first()
      .waitFor();
    await file.setInputFiles({ name: 'libretto Panda.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await upload.click();
    await box.getByText('File «libretto Panda.png» allegato.').waitFor();
    await box.getByRole('link', { name: /libretto Panda\.png/ }).waitFor();
    await shop.checkpoint('cart with an attachment');
    await shop.visit('/cart');
    await box.getByRole('link', { name: /libretto Panda\.png/ }).waitFor();
    await box.getByRole('button', { name: 'Elimina libretto Panda.png' }).click();
    await expect.poll(() => box.getByRole('link', { name: /libretto Panda\.png/ }).count()).toBe(0);
  });

  it('never writes over a change made elsewhere: the stale page is refused, told why and redrawn', async () => {
    await shop.visit('/cart');
    const line = lineOf(page, 'VKBA 3828');
    const raised = String(Number(await line.locator('[data-field="quantity"]').inputValue()) + 1);
    // Another device with the same session (another browser context): a tab of this browser would tell this page of
    // its change at once (web/api/page-changes.ts), and this page would not be stale.
    const device = await page.context().browser()!.newContext({ locale: 'it-IT' });
    await device.addCookies(await page.context().cookies());
    const other = await device.newPage();
    await other.goto(`${shop.url}/cart`);
    // The app starts after the first paint: wait until it has made the page interactive.
    await other.waitForLoadState('networkidle');
    const otherLine = lineOf(other, 'VKBA 3828');
    // The field shows the new quantity at the click; the tab is closed only once the server has stored it (a tab
    // closed before its call went out never changed the cart, and this tab would rightly not be refused).
    const stored = other.waitForResponse((reply) => reply.url().endsWith('/cart/update-cart-item') && reply.ok());
    await otherLine.getByRole('button', { name: 'Aumenta la quantità di VKBA 3828' }).click();
    await stored;
    await expect.poll(() => otherLine.locator('[data-field="quantity"]').inputValue()).toBe(raised);
    await device.close();

    await line.locator('[data-field="item-note"]').fill('lato guida');
    await line.locator('[data-field="item-note"]').blur();
    await page.getByText(/ATTENZIONE: Il carrello è stato modificato/).waitFor();
    await expect.poll(() => line.locator('[data-field="quantity"]').inputValue()).toBe(raised);
    expect(await line.locator('[data-field="item-note"]').inputValue()).toBe('');
  });

  it('adds parts by code: one code goes straight in, an unknown one has no alternatives, a shared one offers the results', async () => {
    await shop.visit('/cart');
    const quick = page.getByTestId('quick-order');
    const status = page.getByTestId('quick-order-status');
    await quick.getByLabel('Codice articolo').fill('DDS8747');
    await quick.getByLabel('Quantità', { exact: true }).fill('2');
    await quick.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('DDS8747: aggiunto al carrello.');
    await expect.poll(() => lineOf(page, 'DDS8747').locator('[data-field="quantity"]').inputValue()).toBe('2');

    await quick.getByLabel('Codice articolo').fill('NESSUN-CODICE-XYZ');
    await quick.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('Nessun articolo con il codice NESSUN-CODICE-XYZ: non ci sono alternative.');

    await quick.getByLabel('Codice articolo').fill('CAUZ-ALT-070');
    await quick.getByRole('button', { name: 'Aggiungi', exact: true }).click();
    const several = page.getByTestId('quick-order-several');
    await several.getByText('Il codice CAUZ-ALT-070 corrisponde a 2 articoli').waitFor();
    await shop.checkpoint('quick order asks about a shared code');
    await several.getByRole('button', { name: 'Vai ai risultati' }).click();
    await page.waitForURL(/\/cerca\?q=CAUZ-ALT-070$/);
    await expect.poll(() => page.getByRole('button', { name: 'Aggiungi al carrello' }).count()).toBeGreaterThanOrEqual(2);
  });

  it('adds five lines pasted from an e-mail at once, and tells what became of each', async () => {
    await shop.visit('/cart');
    const quick = page.getByTestId('quick-order');
    await quick.getByText('Incolla più righe').click();
    await quick
      .getByLabel('Un codice e una quantità per riga')
      .fill(['H634W 1', 'bg1102 1', 'CAUZ-ALT-070 1', 'XYZ-NON-ESISTE 2', 'LS311;due'].join('\n'));
    await quick.getByRole('button', { name: 'Aggiungi le righe' }).click();
    const report = page.getByTestId('quick-order-report');
    await report.getByText('Righe aggiunte: 2 su 5.').waitFor();
    const statuses = await report.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    expect(statuses).toEqual(['added', 'adjusted', 'ambiguous', 'not_found', 'invalid']);
    expect(await report.locator('tbody tr').nth(1).textContent()).toContain('Aggiunti 2 pezzi');
    await page.screenshot({ path: `${SCREENSHOTS}/cart-quick-order.png`, fullPage: true });
    await expect.poll(() => lineOf(page, 'BG1102').locator('[data-field="quantity"]').inputValue()).toBe('2');
    expect(await lineOf(page, 'H634W').count()).toBe(1);
  });

  it('keeps one cart per job: a new named cart becomes active, switching back brings the first, an empty one is deleted', async () => {
    await shop.visit('/cart');
    const carts = page.getByTestId('cart-selection');
    await carts.getByLabel('Nome del nuovo carrello').fill('Golf di Bianchi');
    let reloaded = page.waitForEvent('load');
    await carts.getByRole('button', { name: 'Crea un nuovo carrello' }).click();
    await page.getByText('Carrello aggiornato').first().waitFor();
    await reloaded;
    await page.waitForLoadState('networkidle');
    await page.getByTestId('cart-empty').first().waitFor();
    expect(await page.getByLabel('Nome ordine').inputValue()).toBe('Golf di Bianchi');
    expect(await carts.locator('tr[aria-current="true"]').textContent()).toContain('Golf di Bianchi');
    await page.screenshot({ path: `${SCREENSHOTS}/cart-selection.png`, fullPage: true });

    reloaded = page.waitForEvent('load');
    await carts.getByRole('button', { name: 'Usa il carrello Panda di Rossi' }).click();
    await reloaded;
    await page.waitForLoadState('networkidle');
    expect(await lineOf(page, 'VKBA 3828').count()).toBe(1);
    expect(await carts.locator('tr[aria-current="true"]').textContent()).toContain('Panda di Rossi');

    await carts.getByRole('button', { name: 'Elimina il carrello vuoto Golf di Bianchi' }).click();
    await page.getByText('Carrello eliminato.').waitFor();
    await expect.poll(() => carts.getByText('Golf di Bianchi').count()).toBe(0);
  });

  it('keeps another customer out: their cart page is their own, and this cart answers them 404', async () => {
    const idCart = (
      (await (await page.request.get(`${shop.url}/cart`, { headers: { accept: 'application/json' } })).json()) as {
        cart: { idCart: number };
      }
    ).cart.idCart;
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    await logInByCookie(shop, 'demo2', 'demo2');
    await shop.visit('/cart');
    expect(await page.getByText('Panda di Rossi').count()).toBe(0);
    const { csrfToken } = (await (await page.request.get(`${shop.url}/sfapi/v1/principal`)).json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': csrfToken, accept: 'application/json' };
    const statuses = [
      (await page.request.get(`${shop.url}/cart/switch-cart?idCart=${idCart}`, { headers })).status(),
      (await page.request.post(`${shop.url}/cart/update-nome-ordine`, { headers, data: { idCart, nomeOrdine: 'Mio' } })).status(),
    ];
    expect(statuses).toEqual([404, 404]);
  });

  it('pages a cart of more lines than a page: the next page by its link, the totals of every line on both', async () => {
    const { csrfToken } = (await (await page.request.get(`${shop.url}/sfapi/v1/principal`)).json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': csrfToken, accept: 'application/json' };
    expect((await page.request.post(`${shop.url}/cart/new-cart`, { headers, data: { nomeOrdine: 'Ordine lungo' } })).ok()).toBe(true);
    const products = new Map<number, number>();
    for (let p = 1; products.size < 60 && p <= 10; p++) {
      const reply = await page.request.get(`${shop.url}/cerca?q=filtro&page=${p}`, { headers: { accept: 'application/json' } });
      const { rows } = (await reply.json()) as { rows: Array<{ id: number; minQty: number; packQty: number }> };
      for (const row of rows) products.set(row.id, row.minQty % row.packQty === 0 ? row.minQty : row.minQty * row.packQty);
    }
    for (const [productId, quantity] of [...products].slice(0, 60)) {
      const res = await page.request.post(`${shop.url}/cart/add-ajax`, { headers, data: { csrfToken, productId, quantity } });
      expect(res.ok()).toBe(true);
    }
    await shop.visit('/cart');
    const totals = page.getByTestId('cart-totals');
    expect(await page.getByTestId('cart-line').count()).toBe(50);
    expect(await totals.locator('p').first().textContent()).toMatch(/^60 righe, /);
    const before = await gross(page);
    await page.getByTestId('pager').getByRole('link', { name: 'Pagina 2' }).click();
    await page.waitForURL(/\/cart\?page=2$/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(10);
    expect(await totals.locator('p').first().textContent()).toMatch(/^60 righe, /);
    expect(await gross(page)).toBe(before);
    // A change on page 2 redraws page 2, with the new totals.
    const line = page.getByTestId('cart-line').first();
    await line.getByRole('button', { name: /^Aumenta la quantità di / }).click();
    await expect.poll(() => gross(page)).not.toBe(before);
    expect(await page.getByTestId('cart-line').count()).toBe(10);
  });
});

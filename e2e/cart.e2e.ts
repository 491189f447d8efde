import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { PNG_BYTES } from '../adapters/conformance/sample-files.ts';
import { logInOnLoginPage } from './harness/login.ts';

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
    await logInOnLoginPage(shop, 'demo', 'demo');
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

  it('never writes over another tab’s change: the stale tab is refused, told why and redrawn', async () => {
    await shop.visit('/cart');
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/cart`);
    // The app starts after the first paint: wait until it has made the page interactive.
    await other.waitForLoadState('networkidle');
    const otherLine = lineOf(other, 'VKBA 3828');
    await otherLine.getByRole('button', { name: 'Aumenta la quantità di VKBA 3828' }).click();
    await expect.poll(() => otherLine.locator('[data-field="quantity"]').inputValue()).toBe('2');
    await other.close();

    const line = lineOf(page, 'VKBA 3828');
    await line.locator('[data-field="item-note"]').fill('lato guida');
    await line.locator('[data-field="item-note"]').blur();
    await page.getByText(/ATTENZIONE: Il carrello è stato modificato/).waitFor();
    await expect.poll(() => line.locator('[data-field="quantity"]').inputValue()).toBe('2');
    expect(await line.locator('[data-field="item-note"]').inputValue()).toBe('');
  });

  it('keeps another customer out: their cart page is their own, and this cart answers them 404', async () => {
    const idCart = (
      (await (await page.request.get(`${shop.url}/cart`, { headers: { accept: 'application/json' } })).json()) as {
        cart: { idCart: number };
      }
    ).cart.idCart;
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    await logInOnLoginPage(shop, 'demo2', 'demo2');
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
});

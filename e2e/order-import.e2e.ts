import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';
import { fixQuantities } from './harness/order-import.ts';

const sample = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));
const rowOf = (page: Page, line: number) => page.locator(`[data-row="${line}"]`);
const statuses = (page: Page) => page.locator('[data-status]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));

/**
 * A reseller imports an order exported by their program, resolves what matching could not, and sends it to the cart:
 * the whole flow at the desktop width, then again on a phone.
 */
describe('the order import', () => {
  const shop = shopInBrowser({ responsive: true });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  for (const [width, viewport] of [
    [1280, DESKTOP],
    [390, PHONE],
  ] as const) {
    describe(`at ${width} px`, () => {
      let importUrl = '';

      it('uploads the sample workbook and shows each row’s status', async () => {
        await page.setViewportSize(viewport);
        if (width === 1280) await logInByCookie(shop, 'demo', 'demo');
        await shop.visit('/import-order');
        const upload = page.getByRole('button', { name: 'Carica' });
        expect(await upload.isDisabled()).toBe(true);
        await page
          .getByLabel('File dell’ordine')
          .setInputFiles({ name: 'ordine-esempio.xlsx', mimeType: 'application/octet-stream', buffer: sample('ordine-esempio.xlsx') });
        await upload.click();
        await page.waitForURL(/\/import-order\/\d+$/);
        importUrl = new URL(page.url()).pathname;
        await expect.poll(() => statuses(page)).toEqual(['found', 'replaced', 'replaced', 'ambiguous', 'not_found']);
        await shop.checkpoint('confirm page');
        // The wide table scrolls by itself: the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: `${SCREENSHOTS}/order-import-${width}.png`, fullPage: true });
      });

      it('resolves the ambiguous row in its dialog and the unknown one in the paged search, by keyboard', async () => {
        await rowOf(page, 5).getByRole('button', { name: 'Scegli il prodotto' }).click();
        const dialog = page.getByTestId('import-product-dialog');
        await dialog
          .getByRole('button', { name: /^Scegli / })
          .first()
          .waitFor();
        await shop.checkpoint('choose dialog');
        await dialog
          .getByRole('button', { name: /^Scegli / })
          .first()
          .focus();
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => rowOf(page, 5).getByRole('button', { name: 'Scegli il prodotto' }).count()).toBe(0);

        // Before a search the dialog says nothing: the file's code waits in the box, nothing is asked or answered yet.
        const searches: string[] = [];
        const onRequest = (request: { url: () => string }) => {
          if (request.url().includes('/import-order/select-product-not-found/')) searches.push(request.url());
        };
        page.on('request', onRequest);
        await rowOf(page, 6).getByRole('button', { name: 'Cerca il prodotto' }).click();
        const box = dialog.getByLabel('Cerca nel catalogo');
        expect(await box.inputValue()).not.toBe('');
        await page.waitForLoadState('networkidle');
        expect(searches).toEqual([]);
        expect(await dialog.getByText('Nessun prodotto trovato.').count()).toBe(0);
        expect(await dialog.getByRole('listitem').count()).toBe(0);
        await page.screenshot({ path: `${SCREENSHOTS}/order-import-search-before-${width}.png` });
        page.off('request', onRequest);
        await box.fill('filtro');
        await page.keyboard.press('Enter');
        await dialog.getByText(/^Pagina 1 di \d+$/).waitFor();
        await dialog.getByRole('button', { name: 'Pagina successiva' }).click();
        await dialog.getByText(/^Pagina 2 di \d+$/).waitFor();
        await shop.checkpoint('search dialog');
        await dialog
          .getByRole('button', { name: /^Scegli / })
          .first()
          .click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => rowOf(page, 6).getByRole('button', { name: 'Cerca il prodotto' }).count()).toBe(0);
      });

      it('removes a row, saves the quantities and finds it all again after a reload', async () => {
        await rowOf(page, 4).getByRole('button', { name: 'Rimuovi la riga 4' }).click();
        await expect.poll(() => rowOf(page, 4).count()).toBe(0);
        await fixQuantities(page);
        await page.getByRole('button', { name: 'Salva' }).click();
        await expect.poll(() => page.getByTestId('import-message').textContent()).toBe('Importazione salvata.');
        const quantities = await page
          .locator('[data-row] input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        await shop.visit(importUrl);
        await expect.poll(() => statuses(page)).toEqual(['found', 'replaced', 'ambiguous', 'not_found']);
        expect(
          await page.locator('[data-row] input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        ).toEqual(quantities);
        expect(await page.getByTestId('import-summary').textContent()).toMatch(/4 righe, \d+ modificate, 1 rimosse/);
      });

      it('sends the rows to the cart, where the lines carry their references', async () => {
        await page.getByTestId('import-submit').click();
        await page.waitForURL(/\/cart$/);
        await page.getByTestId('cart-line').first().waitFor();
        const notes = await page
          .locator('[data-field="item-note"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(' | '));
        for (const reference of ['Officina Bianchi – tagliando', 'Panda di Rossi', 'Cliente Verdi', 'Codice da verificare']) {
          expect(notes).toContain(reference);
        }
      });

      it('imports the Windows-1252 csv with its accented references intact', async () => {
        await shop.visit('/import-order');
        await page
          .getByLabel('File dell’ordine')
          .setInputFiles({ name: 'ordine.csv', mimeType: 'text/csv', buffer: sample('ordine-windows-1252.csv') });
        await page.getByRole('button', { name: 'Carica' }).click();
        await page.waitForURL(/\/import-order\/\d+$/);
        await expect.poll(() => rowOf(page, 3).textContent()).toContain('Citroën C3 – però');
      });
    });
  }
});

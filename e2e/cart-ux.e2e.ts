import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TestSmtpServer } from '../adapters/reference/mail/test-smtp-server.ts';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { addByCode } from './harness/cart.ts';
import { logInByCookie } from './harness/login.ts';

// The order confirmation goes to a real SMTP server the journey reads, started before the shop that sends to it.
const smtp = new TestSmtpServer();
await smtp.start();
afterAll(() => smtp.stop());

const headerCount = (page: Page) => page.locator('[data-cart-count]').first().textContent();
const toast = (page: Page, text: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

/** Whether two boxes on screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

/** Whether `first` comes before `second` in the page. */
async function before(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate((a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), handle);
}

/**
 * A trade customer's buying path at the desktop and the phone width: paste lines into an empty cart, read the cart
 * lines first, proceed, add an address, order on the agreed terms, and find the header telling the truth all along.
 */
describe('cart and checkout as a customer expects', () => {
  const shop = shopInBrowser({ responsive: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'negozio@example.com' } });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    describe(`at ${width} px`, () => {
      it('pastes lines with no open cart: the per-line report shows and stays, the header follows at once', async () => {
        await page.setViewportSize(viewport);
        if (width === '1280') await logInByCookie(shop, 'demo', 'demo');
        await shop.visit('/cart');
        await page.getByTestId('cart-empty').first().waitFor();
        const quick = page.getByTestId('quick-order');
        await quick.getByText('Incolla più righe').click();
        await quick.getByLabel('Un codice e una quantità per riga').fill(['VKBA 3828 1', 'bg1102 1', 'XYZ-NON-ESISTE 2'].join('\n'));
        await quick.getByRole('button', { name: 'Aggiungi le righe' }).click();
        await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
        const report = page.getByTestId('quick-order-report');
        await report.getByText('Righe aggiunte: 2 su 3.').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await report.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')))).toEqual([
          'added',
          'adjusted',
          'not_found',
        ]);
        await expect.poll(() => headerCount(page)).toBe('2');
      });

      it('shows the lines first, then the order data, then quick order; on a phone the total and “proceed” stay in view', async () => {
        await shop.visit('/cart');
        const lines = page.getByTestId('cart-lines');
        // The lines' section keeps its name; the table's scroll box is a region of its own, named apart from it.
        const section = page.getByRole('region', { name: 'Articoli nel carrello', exact: true });
        expect(await section.count()).toBe(1);
        expect(await section.evaluate((element) => element.tagName)).toBe('SECTION');
        const scroller = section.getByRole('region', { name: 'Tabella degli articoli nel carrello', exact: true });
        expect(await scroller.getAttribute('tabindex')).toBe('0');
        expect(await before(lines, page.getByLabel('Nome ordine'))).toBe(true);
        expect(await before(page.getByLabel('Nome ordine'), page.getByTestId('quick-order'))).toBe(true);
        const bar = page.getByTestId('cart-sticky-bar');
        if (width === '390') {
          expect(await bar.isVisible()).toBe(true);
          expect(await bar.textContent()).toMatch(/\d,\d\d\s€/);
          await bar.getByRole('button', { name: 'Procedi con l’ordine' }).waitFor();
        } else {
          expect(await bar.isVisible()).toBe(false);
        }
        await page.getByLabel('Nome ordine').fill(`Panda di Rossi ${width}`);
        await page.getByLabel('Note ordine').fill('Commessa 4711');
        await page.getByRole('button', { name: 'Salva i dati' }).click();
        await page.getByText('Dati dell’ordine salvati.').first().waitFor();
        const saved = toast(page, 'Dati dell’ordine salvati.');
        if (width === '390') expect(await overlap(saved, bar)).toBe(false);
        await page.screenshot({ path: `${SCREENSHOTS}/cart-ux-cart-${width}.png`, fullPage: true });
      });

      it('proceeds with no message following onto the next page; a new address is told as added', async () => {
        await page
          .getByTestId(width === '390' ? 'cart-sticky-bar' : 'cart-totals')
          .getByRole('button', { name: 'Procedi con l’ordine' })
          .click();
        await page.getByTestId('checkout-shipping').getByRole('heading', { name: 'Indirizzo di consegna' }).waitFor();
        await shop.checkpoint('shipping page');
        expect(await toast(page, 'Dati dell’ordine salvati.').count()).toBe(0);
        await page.getByRole('button', { name: 'Nuovo indirizzo' }).click();
        const form = page.getByTestId('address-form');
        await form.getByLabel('Ragione sociale o nome').fill(`Officina Rossi ${width}`);
        await form.getByLabel('Via e numero civico').fill('Via Piave 21');
        await form.getByLabel('CAP').fill('30171');
        await form.getByLabel('Città', { exact: true }).fill('Venezia');
        await form.getByLabel('Provincia').selectOption('VE');
        await form.getByRole('button', { name: 'Usa questo indirizzo' }).click();
        await form.waitFor({ state: 'detached' });
        await toast(page, 'Indirizzo aggiunto').waitFor();
        await page.getByTestId('fulfilment-options').getByRole('radio').first().check();
        await page.getByRole('button', { name: 'Continua al pagamento' }).click();
        await page.getByTestId('payment-methods').waitFor();
        expect(await toast(page, 'Indirizzo aggiunto').count()).toBe(0);
        await page.getByRole('radio', { name: /Ri\.Ba\./ }).check();
        await page.screenshot({ path: `${SCREENSHOTS}/cart-ux-review-${width}.png`, fullPage: true });
      });

      it('orders on the agreed terms: the header shows no lines at once on the confirmation and the orders list', async () => {
        await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
        await page.getByTestId('order-outcome').waitFor();
        await shop.checkpoint('confirmation');
        await expect.poll(() => headerCount(page)).toBe('0');
        // The order's confirmation arrives by mail, with its number, its name and its lines.
        const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Ordine ', '').trim();
        const mail = () => smtp.received.find((m) => m.subject === `Conferma ordine ${number}`);
        await expect.poll(() => mail() !== undefined, { timeout: 15_000 }).toBe(true);
        expect(mail()?.text).toContain(`Panda di Rossi ${width}`);
        await page.screenshot({ path: `${SCREENSHOTS}/cart-ux-confirmation-${width}.png`, fullPage: true });
        await page.getByTestId('header-cart-button').screenshot({ path: `${SCREENSHOTS}/cart-ux-header-after-order-${width}.png` });
        await page.getByRole('link', { name: 'Tutti i miei ordini' }).click();
        await page.getByTestId('orders').waitFor();
        await shop.checkpoint('orders list');
        expect(await headerCount(page)).toBe('0');
        await page.screenshot({ path: `${SCREENSHOTS}/cart-ux-orders-${width}.png`, fullPage: true });
      });

      it('an empty header cart leads to the cart page; “Vai al carrello” never flashes an empty cart the header says has lines', async () => {
        await shop.visit('/cart');
        await page.getByTestId('cart-empty').first().waitFor();
        await page.getByTestId('header-cart-button').click();
        const dropdown = page.getByTestId('header-cart-dropdown');
        await dropdown.getByRole('link', { name: /carrello/i }).waitFor();
        await shop.checkpoint('empty header cart');
        await page.keyboard.press('Escape');
        // Away from the empty cart inside the app, which remembers the page as it last saw it.
        await page.locator('header a[href="/"]').first().click();
        await page.waitForURL(`${shop.url}/`);
        await shop.checkpoint('home page');
        await addByCode(page, shop.url, 'DDS8747');
        await page.getByTestId('header-cart-button').click();
        await dropdown.getByRole('link', { name: 'Vai al carrello' }).waitFor();
        await expect.poll(() => headerCount(page)).toBe('1');
        await shop.checkpoint('header cart with a line');
        await page.evaluate(() => {
          const seen = window as unknown as { sawEmptyCart: boolean };
          seen.sawEmptyCart = false;
          new MutationObserver(() => {
            if (document.querySelector('[data-testid="cart-empty"]')) seen.sawEmptyCart = true;
          }).observe(document.body, { childList: true, subtree: true });
        });
        await dropdown.getByRole('link', { name: 'Vai al carrello' }).click();
        await page.getByTestId('cart-line').first().waitFor();
        expect(await page.evaluate(() => (window as unknown as { sawEmptyCart: boolean }).sawEmptyCart)).toBe(false);
        await page
          .getByTestId(width === '390' ? 'cart-sticky-bar' : 'cart-totals')
          .getByRole('button', { name: 'Procedi con l’ordine' })
          .click();
        await shop.checkpoint('cart reached from the header');
        await page.getByTestId('addresses').getByRole('radio').first().check();
        await page.getByTestId('fulfilment-options').getByRole('radio').first().check();
        await shop.checkpoint('shipping page, second order');
        await page.getByRole('button', { name: 'Continua al pagamento' }).click();
        await page.getByRole('radio', { name: /Ri\.Ba\./ }).check();
        await shop.checkpoint('review, second order');
        await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
        await page.getByTestId('order-outcome').waitFor();
      });
    });
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { addByCode } from './harness/cart.ts';
import { logInByCookie } from './harness/login.ts';

/**
 * A workshop sends its order: the cart's "proceed", a delivery address (a new one, or abroad), the delivery option
 * with its price and promise, the payment (the test provider's page, or the agreed terms), and the order in the
 * account. A declined payment leaves the order to pay again.
 */
describe('checkout', () => {
  const shop = shopInBrowser();
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  /** From the cart page to the shipping page by its "proceed" button. */
  async function proceedFromCart(codes: string[]) {
    for (const code of codes) await addByCode(page, shop.url, code);
    await shop.visit('/cart');
    await page.getByTestId('cart-proceed').click();
    await page.getByTestId('checkout-shipping').getByRole('heading', { name: 'Indirizzo di consegna' }).waitFor();
    await shop.checkpoint('shipping page');
  }

  /** Fills and saves the new-address form. */
  async function newAddress(fields: {
    country?: string;
    business: string;
    street: string;
    postalCode: string;
    city: string;
    province: string;
  }) {
    await page.getByRole('button', { name: 'Nuovo indirizzo' }).click();
    const form = page.getByTestId('address-form');
    if (fields.country) await form.getByLabel('Paese').selectOption(fields.country);
    await form.getByLabel('Ragione sociale o nome').fill(fields.business);
    await form.getByLabel('Via e numero civico').fill(fields.street);
    await form.getByLabel('CAP').fill(fields.postalCode);
    await form.getByLabel('Città', { exact: true }).fill(fields.city);
    if (fields.country && fields.country !== 'IT') await form.getByLabel('Provincia, contea o regione').fill(fields.province);
    else await form.getByLabel('Provincia').selectOption(fields.province);
    await shop.checkpoint('new address form');
    await form.getByRole('button', { name: 'Usa questo indirizzo' }).click();
    await form.waitFor({ state: 'detached' });
  }

  it('sends an order to a new address in the own delivery area and pays by card on the test provider’s page', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await proceedFromCart(['VKBA 3828', 'HU 972/7 x']);
    await newAddress({
      business: 'Officina Rossi – sede di Mestre',
      street: 'Via Piave 21',
      postalCode: '30171',
      city: 'Venezia',
      province: 'VE',
    });
    const options = page.getByTestId('fulfilment-options');
    const van = options
      .locator('[data-option]')
      .filter({ hasText: /furgon/i })
      .first();
    await van.waitFor();
    expect(await van.textContent()).toMatch(/Consegna: /);
    await van.getByRole('radio').check();
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-shipping.png`, fullPage: true });
    await page.getByRole('button', { name: 'Continua al pagamento' }).click();

    await page.getByTestId('checkout-payment').getByTestId('order-lines').waitFor();
    await shop.checkpoint('payment page');
    expect(await page.getByTestId('order-lines').locator('tbody tr').count()).toBe(2);
    await page.getByRole('radio', { name: /Carta di pagamento/ }).check();
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-payment.png`, fullPage: true });
    await page.getByRole('button', { name: 'Conferma e paga' }).click();

    // The provider's own page (a full page load), clearly a test.
    await page.getByRole('button', { name: 'Approva' }).waitFor();
    expect(await page.textContent('body')).toMatch(/di prova/i);
    await shop.checkpoint('test payment provider');
    await page.getByRole('button', { name: 'Approva' }).click();

    await page.getByTestId('order-outcome').waitFor();
    expect(await page.getByTestId('order-outcome').textContent()).toMatch(/Pagamento ricevuto/);
    expect(await page.locator('[data-field="payment"]').textContent()).toMatch(/Pagato/);
    expect(await page.locator('[data-field="promise"]').textContent()).toMatch(/Consegna prevista: \S/);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const number = title.replace('Ordine ', '');
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-order.png`, fullPage: true });

    // The account's orders are in the main menu of a logged-in customer.
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'I miei ordini' }).click();
    await page.getByTestId('orders').waitFor();
    await shop.checkpoint('orders list');
    const row = page.getByTestId('orders').locator(`[data-order="${number}"]`);
    expect(await row.textContent()).toMatch(/Pagato/);
    // The cart was closed: the header has no lines any more.
    expect(await page.locator('[data-cart-count]').first().textContent()).toBe('0');
  });

  it('sends an order abroad on the agreed terms, with no payment page', async () => {
    await proceedFromCart(['DDS8747']);
    await newAddress({
      country: 'DE',
      business: 'Autoteile Müller GmbH',
      street: 'Leopoldstraße 5',
      postalCode: '80802',
      city: 'München',
      province: 'Bayern',
    });
    const options = page.getByTestId('fulfilment-options');
    await options.locator('[data-option]').first().waitFor();
    expect(await options.textContent()).not.toMatch(/furgon/i);
    await options.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continua al pagamento' }).click();
    await page.getByTestId('payment-methods').waitFor();
    await shop.checkpoint('payment page abroad');
    await page.getByRole('radio', { name: /Condizioni concordate/ }).check();
    await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
    await page.getByTestId('order-outcome').waitFor();
    expect(await page.getByTestId('order-outcome').textContent()).toMatch(/Ordine inviato/);
    expect(await page.locator('[data-field="payment"]').textContent()).toMatch(/Ri\.Ba\./);
    expect(await page.getByTestId('order-facts').textContent()).toMatch(/Germania/);
  });

  it('deletes a saved address after asking; the order sent there keeps it', async () => {
    await proceedFromCart(['DDS8747']);
    const addresses = page.getByTestId('addresses');
    await addresses.getByRole('button', { name: 'Elimina l’indirizzo Autoteile Müller GmbH' }).click();
    const dialog = page.getByTestId('address-delete-confirm');
    await dialog.waitFor();
    await shop.checkpoint('address delete confirmation');
    await dialog.getByRole('button', { name: 'Elimina l’indirizzo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => addresses.textContent()).not.toMatch(/Autoteile Müller/);
    await shop.checkpoint('address deleted');
    await shop.visit('/area-clienti/ordini');
    await page.getByTestId('orders').locator('[data-order]').first().getByRole('link').click();
    await page.getByTestId('order-facts').waitFor();
    expect(await page.getByTestId('order-facts').textContent()).toMatch(/Autoteile Müller GmbH/);
  });

  it('keeps an order whose payment was declined, and pays it again', async () => {
    await proceedFromCart(['H634W']);
    await page.getByTestId('addresses').getByRole('radio').first().check();
    await page.getByTestId('fulfilment-options').getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continua al pagamento' }).click();
    await page.getByRole('radio', { name: /Portafoglio digitale/ }).check();
    await page.getByRole('button', { name: 'Conferma e paga' }).click();
    await page.getByRole('button', { name: 'Rifiuta' }).waitFor();
    await shop.checkpoint('test payment provider, first try');
    await page.getByRole('button', { name: 'Rifiuta' }).click();

    await page.getByTestId('order-outcome').waitFor();
    expect(await page.getByTestId('order-outcome').textContent()).toMatch(/rifiutato/);
    expect(await page.locator('[data-field="status"]').textContent()).toBe('In attesa di pagamento');
    await shop.checkpoint('declined payment');
    await page.getByTestId('pay-now').click();
    await page.getByRole('button', { name: 'Approva' }).waitFor();
    await shop.checkpoint('test payment provider, second try');
    await page.getByRole('button', { name: 'Approva' }).click();
    await page.getByTestId('order-outcome').waitFor();
    await expect.poll(() => page.getByTestId('order-outcome').textContent()).toMatch(/Pagamento ricevuto/);
    expect(await page.locator('[data-field="status"]').textContent()).toBe('Confermato');
  });
});

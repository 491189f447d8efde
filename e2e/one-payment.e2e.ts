import { describe, expect, it } from 'vitest';
import { portsWithPaymentsAt, sameMoment } from '../bff/testing/same-moment.ts';
import { SCREENSHOTS, shopInBrowser } from './browser.ts';
import { addByCode } from './harness/cart.ts';
import { hydrated } from './harness/hydration.ts';
import { logInByCookie } from './harness/login.ts';

/**
 * One payment per order (issue 19): a workshop pays one order by card in two tabs at the same moment and approves
 * both on the test provider's page. The order is paid once; the second payment is given back, and the order's page
 * says so.
 */
describe('one payment per order', () => {
  const tabs = sameMoment();
  const shop = shopInBrowser({ ports: () => portsWithPaymentsAt(tabs) });

  it('pays an order by card in two tabs at once, approves both, and sees one payment and one refund', async () => {
    const { page } = shop;
    await logInByCookie(shop, 'demo', 'demo');
    await addByCode(page, shop.url, 'HU 972/7 x');
    await shop.visit('/cart');
    await page.getByTestId('cart-proceed').click();
    await page.getByTestId('addresses').getByRole('radio').first().check();
    await page.getByTestId('fulfilment-options').getByRole('radio').first().check();
    await shop.checkpoint('shipping page');
    await page.getByRole('button', { name: 'Continua al pagamento' }).click();
    await page.getByRole('radio', { name: /Carta di pagamento/ }).check();
    await shop.checkpoint('payment page');
    await page.getByRole('button', { name: 'Conferma e paga' }).click();

    // Back from the provider's page without paying: the order waits for its payment.
    await page.getByRole('button', { name: 'Annulla' }).waitFor();
    await shop.checkpoint('test payment provider, first payment');
    await page.getByRole('button', { name: 'Annulla' }).click();
    await page.getByTestId('pay-now').waitFor();
    await shop.checkpoint('order awaiting payment');
    const orderPath = new URL(page.url()).pathname;

    // A second tab of the same browser on the same order; both press "Paga ora" at the same moment.
    const second = await page.context().newPage();
    await second.goto(shop.url + orderPath);
    // "Paga ora" works once the app has hydrated the page: a click before that would do nothing.
    await hydrated(page, page.getByTestId('pay-now'));
    await hydrated(second, second.getByTestId('pay-now'));
    tabs.arm(2);
    await Promise.all([page.getByTestId('pay-now').click(), second.getByTestId('pay-now').click()]);
    await Promise.all([page, second].map((tab) => tab.getByRole('button', { name: 'Approva' }).waitFor()));
    await shop.checkpoint('test payment provider, first tab');

    // Both tabs approve before the shop hears back from either: the provider's answer to the first tab is slow.
    let release = () => {};
    let approved = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const approvedFirst = new Promise<void>((resolve) => (approved = resolve));
    await page.route('**/pagamento-di-prova/**', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      approved();
      await released;
      await route.fulfill({ response });
    });
    const clicked = page.getByRole('button', { name: 'Approva' }).click();
    await approvedFirst;
    await second.getByRole('button', { name: 'Approva' }).click();
    await second.getByTestId('order-outcome').waitFor();
    expect(await second.getByTestId('order-outcome').textContent()).toMatch(/Pagamento ricevuto/);
    release();
    await clicked;
    await page.getByTestId('order-outcome').waitFor();
    expect(await page.getByTestId('order-outcome').textContent()).toMatch(/già pagato: questo secondo pagamento ti è stato rimborsato/);
    await page.unrouteAll();
    await second.close();

    await shop.visit(orderPath);
    expect(await page.locator('[data-field="payment"]').textContent()).toBe('Carta · Pagato');
    const refunds = page.locator('[data-field="duplicate-payments"] li');
    expect(await refunds.count()).toBe(1);
    expect(await refunds.textContent()).toMatch(/^Pagamento duplicato rimborsato · \d+,\d\d\s€$/);
    await page.screenshot({ path: `${SCREENSHOTS}/one-payment-refund.png`, fullPage: true });
  });
});

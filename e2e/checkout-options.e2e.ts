import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TREVISO_ADDRESS } from '../bff/testing/sample-address.ts';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';

/** A promise's words: "oggi…", "domani…", or weekday, day and month ("mercoledì 16 dicembre…"), never a bare weekday. */
const ONE_DATE_FORM = /^(oggi|domani)\b|^\p{L}+ \d{1,2} \p{L}+\b/u;

interface ShownOption {
  label: string;
  priceCents: number;
  promise: string;
}

/** The options as the shipping page shows them: label, price in cents and the promise line. */
async function shownOptions(page: Page): Promise<ShownOption[]> {
  return page.locator('[data-testid="fulfilment-options"] li').evaluateAll((items) =>
    items.map((item) => ({
      label: item.querySelector('[data-field="label"]')?.textContent?.trim() ?? '',
      priceCents: Number(item.querySelector('[data-price-cents]')?.getAttribute('data-price-cents')),
      promise: item.querySelector('[data-field="promise"]')?.textContent?.trim() ?? '',
    })),
  );
}

/**
 * Issue 48, part 3: the shipping step's options told apart, at the desktop and the phone width. The cart holds an
 * urgent line, so the free van already travels express: the 25 € express run would buy nothing and is not offered.
 * The clock is the real one: the checks hold at any hour.
 */
describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
] as const)('checkout options at %s px', (width, viewport) => {
  const shop = shopInBrowser();
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });

  it('offers no paid option that promises no sooner than a cheaper one, pick-up as pick-up, one form of date', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    const { csrfToken } = (await (await page.request.get(`${shop.url}/sfapi/v1/principal`)).json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': csrfToken };
    const found = await page.request.get(`${shop.url}/sfapi/v1/catalog/product-code/VKBA%203828`);
    const [product] = (await found.json()) as Array<{ id: number }>;
    expect(product).toBeDefined();
    await page.request.post(`${shop.url}/cart/new-cart`, { data: { nomeOrdine: 'Opzioni' }, headers });
    const added = await page.request.post(`${shop.url}/cart/add-ajax`, {
      data: { productId: product?.id, quantity: 1, fgurgente: 'S' },
      headers,
    });
    expect(added.ok()).toBe(true);
    const address = await page.request.post(`${shop.url}/checkout/shipping/add-address`, { data: TREVISO_ADDRESS, headers });
    const { id } = (await address.json()) as { id: number };

    await page.setViewportSize(viewport);
    await shop.visit(`/checkout/spedizione?indirizzo=${id}`);
    await page.getByTestId('fulfilment-options').waitFor();
    const options = await shownOptions(page);
    expect(options.map((option) => option.label)).toContain('Ritiro al banco');
    expect(options.map((option) => option.label)).not.toContain('Corsa espressa');

    for (const option of options) {
      const words = option.promise.replace(/^(Consegna: |Ritiro al banco )/, '');
      expect(words, option.label).toMatch(ONE_DATE_FORM);
      if (option.label === 'Ritiro al banco') {
        expect(option.promise).toMatch(/^Ritiro al banco .* dalle \d{2}:\d{2}$/);
        expect(option.promise).not.toContain('giro');
      }
    }
    const deliveries = options.filter((option) => option.label !== 'Ritiro al banco');
    for (const paid of deliveries.filter((option) => option.priceCents > 0)) {
      for (const cheaper of deliveries.filter((option) => option.priceCents < paid.priceCents)) {
        expect(paid.promise, `${paid.label} against ${cheaper.label}`).not.toBe(cheaper.promise);
      }
    }
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-options-${width}.png`, fullPage: true });
  });
});

import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';

/** Fiat's brake pads: a dozen sets of several brands carry it (issue 47). */
const PADS_OE = '71306273';

/** "12,34 €" → 1234 (cents). */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100;

/**
 * Issue 47, at 1280 and 390 px: the parts of an original number compared as on /cerca (sorted by price, narrowed to
 * a brand from the toolbar), and an exact code the vehicle-data search knows once opened with one Enter.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('comparing the parts of an original number (%s)', (name, viewport) => {
  const shop = shopInBrowser({ responsive: true });

  it('sorts the OE results by price and narrows them to a brand from the toolbar', async () => {
    const { page } = shop;
    // The account's name shows in the desktop header, where the login helper waits for it.
    await page.setViewportSize(DESKTOP);
    await logInByCookie(shop, 'demo', 'demo');
    await page.setViewportSize(viewport);
    const makers: { idMarca: number; marca: string }[] = (
      await (await page.request.get(`${shop.url}/search-car`, { headers: { accept: 'application/json' } })).json()
    ).makers;
    const fiat = makers.find((maker) => maker.marca.toLowerCase() === 'fiat');
    await shop.visit(`/ricerca-ricambi?${new URLSearchParams({ idMarca: String(fiat?.idMarca), codiceOE: PADS_OE })}`);
    const rows = page.getByTestId('product-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(3);

    await page.getByTestId('sort-bar').getByRole('link', { name: 'Prezzo crescente' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordina')).toBe('prezzo-crescente');
    const ownRows = page.locator('#main [data-testid="product-row"]:not([data-testid="oe-equivalents"] *)');
    await expect
      .poll(async () => {
        const prices = (await ownRows.locator('[data-field="net-price"]').allTextContents()).map(cents);
        return prices.length > 1 && prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
      })
      .toBe(true);
    await shop.checkpoint('OE results by price');

    // A brand from the filter drawer (opened from the toolbar where it starts closed).
    const facets = page.getByTestId('search-facets');
    if (!(await facets.isVisible())) await page.getByTestId('filters-toggle').click();
    const brandLinks = facets.locator('[data-facet="brand"] a');
    await brandLinks.first().waitFor();
    const brand = (await brandLinks.last().locator('span.flex-1').textContent()) ?? '';
    await brandLinks.last().click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('marca').length).toBe(1);
    expect(new URL(page.url()).searchParams.get('ordina')).toBe('prezzo-crescente');
    await expect.poll(async () => new Set(await rows.locator('[data-field="brand"]').allTextContents())).toEqual(new Set([brand]));
    await page
      .getByTestId('active-filters')
      .getByRole('link', { name: new RegExp(brand) })
      .waitFor();
    await shop.checkpoint('OE results of one brand');
    await page.screenshot({ path: `${SCREENSHOTS}/oe-results-compared-${name}.png`, fullPage: true });
  });

  it('opens the single row of "Codici trovati" with one Enter', async () => {
    const { page } = shop;
    await shop.visit('/');
    const box = page.getByRole('searchbox').first();
    await box.fill(PADS_OE);
    await box.press('Enter');
    const dialog = page.getByTestId('article-lookup-dialog');
    await dialog.getByRole('heading', { name: 'Codici trovati' }).waitFor();
    expect(await dialog.locator('[data-lookup-row]').count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ricerca-avanzata');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('product-row').first().waitFor();
    // The row's parts, compared as the OE results are.
    await page.getByTestId('sort-bar').getByRole('link', { name: 'Marca' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ordina')).toBe('marca');
    await expect
      .poll(async () => {
        const brands = await page.getByTestId('product-row').locator('[data-field="brand"]').allTextContents();
        return (
          brands.length > 1 && brands.every((brand, index) => index === 0 || (brands[index - 1] ?? '').localeCompare(brand, 'it') <= 0)
        );
      })
      .toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { logInByCookie } from './harness/login.ts';
import { specConfigurators, type SpecConfigurators } from '../bff/testing/spec-fixture.ts';
import { demoFixture } from './harness/demo-fixture.ts';

/**
 * The configurators as a reseller uses them: the menu entry and the landing page of the ten, then from what they
 * know to the products that fit and into the cart: tyres by size (rows in the page, and the same size in the
 * catalogue), snow chains by tyre size, roof bars by car (five levels, a delimited last one), oils by type (every
 * field refilters the others), the own-brand batteries by car (brand → model → fuel → version → engine).
 */
describe('the configurators: landing page, forms, results, cart', () => {
  const shop = shopInBrowser({
    expectedErrors: [
      {
        why: 'a results page opened without its required width is the 400 page naming it',
        status: 400,
        path: '/configuratore/catene-da-neve/ricerca-avanzata',
      },
    ],
  });
  let page: Page;
  let fixture: SpecConfigurators;
  beforeAll(async () => {
    page = shop.page;
    fixture = specConfigurators((await demoFixture()).configurators);
  });

  const cartCount = async () => Number((await page.locator('[data-cart-count]').first().textContent()) ?? '0');
  /** Adds the first row: the cart answers, and the header counts the line (a repeat sums into the same line). */
  const addFirstToCart = async () => {
    const added = page.waitForResponse((res) => res.url().includes('/cart/add-ajax') && res.ok());
    await page
      .getByTestId('add-to-cart')
      .first()
      .getByRole('button', { name: /Aggiungi/ })
      .click();
    await added;
    await expect.poll(cartCount).toBeGreaterThan(0);
  };
  /** Waits for a select's list (enabled, with options beyond "Scegli…"), chooses its `index`th option, returns its value and text. */
  const choose = async (select: Locator, index = 1) => {
    await expect.poll(async () => (await select.isEnabled()) && (await select.locator('option').count()) > index).toBe(true);
    const option = select.locator('option').nth(index);
    // The option's value, not its attribute: an option whose value is its own text may be drawn without one.
    const value = await option.evaluate((element) => (element as HTMLOptionElement).value);
    await select.selectOption(value);
    return { value, text: (await option.textContent()) ?? '' };
  };
  const shoot = async (name: string) => {
    await page.screenshot({ path: `${SCREENSHOTS}/configurators-${name}-1280.png`, fullPage: false });
    const size = page.viewportSize();
    await page.setViewportSize({ width: 375, height: PHONE.height });
    await page.screenshot({ path: `${SCREENSHOTS}/configurators-${name}-375.png`, fullPage: false });
    if (size) await page.setViewportSize(size);
  };

  it('has a menu entry and a landing page listing the ten configurators', async () => {
    await logInByCookie(shop, 'demo', 'demo');
    await shop.checkpoint('home after login');
    const entry = page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Configuratori' });
    await entry.click();
    await page.waitForURL(/\/configuratore$/);
    await page.getByTestId('configurators-list').waitFor();
    await expect.poll(() => page.getByTestId('configurator-link').count()).toBe(10);
    expect(await page.getByTestId('configurator-link').allTextContents()).toContain(
      'Pneumatici' + 'Per misura, indice di carico e codice di velocità.',
    );
    await shoot('landing');
  });

  it('tyres: the size in the form, rows in the page with their EU label, one into the cart', async () => {
    await shop.visit('/configuratore/pneumatici');
    const search = page.getByTestId('cfg-search');
    expect(await search.isDisabled()).toBe(true);
    await page.getByLabel('Larghezza').fill(String(fixture.tyre.width));
    await page.getByLabel('Spalla').fill(String(fixture.tyre.ratio));
    expect(await search.isDisabled()).toBe(true);
    await page.getByLabel('Diametro').fill(String(fixture.tyre.diameter));
    await page.getByLabel('Indice di carico').fill(String(fixture.tyre.loadIndex));
    await page.getByLabel('Codice di velocità').selectOption(fixture.tyre.speedCode);
    await search.click();
    await page.getByTestId('cfg-tyre-row').first().waitFor();
    const size = `${fixture.tyre.width}/${fixture.tyre.ratio} R${fixture.tyre.diameter} ${fixture.tyre.loadIndex}${fixture.tyre.speedCode}`;
    expect(await page.locator('[data-field="tyre-size"]').first().textContent()).toBe(size);
    await shoot('tyres');
    await shop.checkpoint('tyre rows');
    await addFirstToCart();
  });

  it('tyres: the same size searched in the catalogue lands on /cerca with those tyres', async () => {
    const size = `${fixture.tyre.width}/${fixture.tyre.ratio} R${fixture.tyre.diameter} ${fixture.tyre.loadIndex}${fixture.tyre.speedCode}`;
    const link = page.getByTestId('cfg-tyre-catalogue');
    expect(await link.getAttribute('href')).toBe(`/cerca?q=${encodeURIComponent(size)}`);
    await link.click();
    await page.waitForURL(/\/cerca\?q=/);
    await page.getByTestId('search-results').waitFor();
    await expect.poll(() => page.getByTestId('product-row').count()).toBeGreaterThan(0);
  });

  it('snow chains: width → ratio → diameter → typology (delimited), the results page, one into the cart', async () => {
    await shop.visit('/configuratore/catene-da-neve');
    expect(await page.getByTestId('cfg-search').isDisabled()).toBe(true);
    const width = await choose(page.getByTestId('cfg-width'));
    expect(await page.getByTestId('cfg-search').isEnabled()).toBe(true);
    const ratio = await choose(page.getByTestId('cfg-ratio'));
    const diameter = await choose(page.getByTestId('cfg-diameter'));
    const typology = await choose(page.getByTestId('cfg-typology'));
    // SPEC §3: width-ratio-diameter-typology, shown by its last part.
    expect(typology.value).toBe(`${width.value}-${ratio.value}-${diameter.value}-${typology.text}`);
    // Choosing a level again clears the ones below it, then loads the next.
    await page.getByTestId('cfg-ratio').selectOption(ratio.value);
    expect(await page.getByTestId('cfg-diameter').inputValue()).toBe('');
    expect(await page.getByTestId('cfg-typology').isDisabled()).toBe(true);
    await page.getByTestId('cfg-diameter').selectOption(diameter.value);
    await choose(page.getByTestId('cfg-typology'));
    await page.getByTestId('cfg-search').click();
    await page.waitForURL(/\/configuratore\/catene-da-neve\/ricerca-avanzata\?/);
    const asked = new URL(page.url()).searchParams;
    expect(asked.get('width')).toBe(width.value);
    expect(asked.get('typology')).toBe(typology.text);
    await page.getByTestId('product-row').first().waitFor();
    await shoot('snow-chains-results');
    await shop.checkpoint('snow chain results');
    await addFirstToCart();
    // Back to the form with the values of the search, every level's list loaded again.
    await page.getByTestId('cfg-change-search').click();
    await page.getByTestId('cfg-form').waitFor();
    await expect.poll(() => page.getByTestId('cfg-typology').inputValue()).toContain(`-${typology.text}`);
    expect(await page.getByTestId('cfg-width').inputValue()).toBe(width.value);
    await shop.checkpoint('snow chain form again');
    // The same form loaded afresh from that URL: drawn by the server with its values, then hydrated.
    const again = new URL(page.url());
    await shop.visit(again.pathname + again.search);
    await expect.poll(() => page.getByTestId('cfg-typology').inputValue()).toContain(`-${typology.text}`);
    expect(await page.getByTestId('cfg-search').isEnabled()).toBe(true);
  });

  it('batteries: typology and capacity, rows in the page, one into the cart', async () => {
    await shop.visit('/configuratore/batterie');
    await choose(page.getByTestId('cfg-typology'));
    await page.getByTestId('cfg-search').click();
    await expect.poll(async () => (await page.getByTestId('cfg-count').textContent()) ?? '').toMatch(/prodott/);
    await shop.checkpoint('battery rows');
    await addFirstToCart();
  });

  it('roof bars: five levels, the last one delimited, the results bookmarkable, one into the cart', async () => {
    await shop.visit('/configuratore/portaggio-e-carico');
    const manufacter = await choose(page.getByTestId('cfg-manufacterCar'));
    const brand = await choose(page.getByTestId('cfg-brandCar'));
    const model = await choose(page.getByTestId('cfg-modelCar'));
    expect(await page.getByTestId('cfg-search').isDisabled()).toBe(true);
    const year = await choose(page.getByTestId('cfg-yearCar'));
    expect(await page.getByTestId('cfg-search').isEnabled()).toBe(true);
    const type = await choose(page.getByTestId('cfg-typeBar'));
    await shoot('roof-bars-form');
    expect(type.value).toBe([manufacter.value, brand.value, model.value, year.value, type.text].join('|'));
    // A new brand clears model, year and type.
    await choose(page.getByTestId('cfg-brandCar'), 1);
    await page.getByTestId('cfg-modelCar').selectOption('');
    expect(await page.getByTestId('cfg-typeBar').isDisabled()).toBe(true);
    await choose(page.getByTestId('cfg-modelCar'));
    await choose(page.getByTestId('cfg-yearCar'));
    await page.getByTestId('cfg-search').click();
    await page.waitForURL(/ricerca-avanzata\?manufacterCar=/);
    await page.getByTestId('product-row').first().waitFor();
    const url = page.url();
    await shop.visit(new URL(url).pathname + new URL(url).search);
    expect(await page.getByTestId('product-row').count()).toBeGreaterThan(0);
    await addFirstToCart();
  });

  it('oils: the type first, every other field refiltered by the values chosen', async () => {
    await shop.visit('/configuratore/oli-lubrificanti');
    expect(await page.getByTestId('cfg-search').isDisabled()).toBe(true);
    const gradations = page.getByTestId('cfg-gradation').locator('option');
    const before = await gradations.allTextContents();
    const type = await choose(page.getByTestId('cfg-type'));
    await expect.poll(async () => (await gradations.allTextContents()).join()).not.toBe(before.join());
    const gradation = await choose(page.getByTestId('cfg-gradation'));
    expect(await page.getByTestId('cfg-type').inputValue()).toBe(type.value);
    await shoot('oils-form');
    await page.getByTestId('cfg-search').click();
    await page.waitForURL(/oli-lubrificanti\/ricerca-avanzata\?/);
    const asked = new URL(page.url()).searchParams;
    expect([asked.get('type'), asked.get('gradation')]).toEqual([type.value, gradation.value]);
    await page.getByTestId('product-row').first().waitFor();
    await addFirstToCart();
  });

  it('own-brand batteries: brand → model → fuel → version → engine → results', async () => {
    await shop.visit('/configuratore/batterie-marchio');
    for (const field of ['brand', 'modello', 'alimentazione', 'versione', 'motorizzazione']) await choose(page.getByTestId(`cfg-${field}`));
    await page.getByTestId('cfg-search').click();
    await page.waitForURL(/batterie-marchio\/ricerca-avanzata\?brand=/);
    await page.getByTestId('product-row').first().waitFor();
    await shop.checkpoint('own-brand battery results');
    await addFirstToCart();
  });

  it('car mats start from the vehicle chosen on /search-car when the lists hold its brand and model', async () => {
    await shop.visit('/configuratore/tappeti-per-auto');
    const brand = await choose(page.getByTestId('cfg-brandCar'));
    const model = await choose(page.getByTestId('cfg-modelCar'));
    const origin = new URL(shop.url);
    await page.context().addCookies(
      [
        ['dsmarca', brand.value],
        ['dsmodello', model.value],
      ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), domain: origin.hostname, path: '/' })),
    );
    await shop.visit('/configuratore/tappeti-per-auto');
    await expect.poll(() => page.getByTestId('cfg-brandCar').inputValue()).toBe(brand.value);
    await expect.poll(() => page.getByTestId('cfg-modelCar').inputValue()).toBe(model.value);
    expect(await page.getByTestId('cfg-search').isEnabled()).toBe(true);
    expect(await page.getByTestId('cfg-vehicle-hint').textContent()).toContain(brand.value);
    for (const name of ['dsmarca', 'dsmodello']) await page.context().clearCookies({ name });
  });

  it('a results page without its required parameter says which one is missing', async () => {
    await shop.visit('/configuratore/catene-da-neve/ricerca-avanzata?ratio=55');
    expect(await page.getByTestId('cfg-missing').textContent()).toContain('width');
  });
});

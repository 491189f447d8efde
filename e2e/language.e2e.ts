import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { glossaryEn } from '../adapters/reference/translation/glossary.ts';
import { translateByGlossary } from '../adapters/reference/translation/reference-translation.ts';
import { en } from '../shared/i18n/en.ts';
import { it as italian } from '../shared/i18n/it.ts';
import { DESKTOP, PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';
import { demoFixture } from './harness/demo-fixture.ts';

/**
 * The words of the Italian shared table found in the page's text as whole words: texts that differ from their
 * English and are long enough not to be a name or a code. Empty when every table text on the page is English.
 */
async function italianTableTexts(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return Object.entries(italian)
    .filter(([key, value]) => !value.includes('{') && value.length >= 5 && value !== en[key as keyof typeof en])
    .map(([, value]) => value)
    .filter((value) => new RegExp(`(^|[^\\p{L}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

/** Issue 29, parts 1, 2 and 4: the shop in English and back, catalogue texts translated, the configurators' submenu. */
describe('the shop in English', () => {
  const shop = shopInBrowser();
  let page: Page;
  let product: { id: number };
  beforeAll(async () => {
    page = shop.page;
    product = (await demoFixture()).product;
  });
  const switchTo = (name: string) => page.getByTestId('language-switch').selectOption({ label: name });
  const htmlLang = () => page.evaluate(() => document.documentElement.lang);

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('switches to English and back on the %s, every table text on the page in the language chosen', async (_, viewport) => {
    await page.setViewportSize(viewport);
    await shop.visit('/');
    await switchTo('English');
    await expect.poll(htmlLang).toBe('en');
    await expect.poll(() => page.getByTestId('site-header').innerText()).toContain(en.JS_SHOP_NAME);
    expect(await italianTableTexts(page)).toEqual([]);
    // Kept in the cookie (the notice was answered): the server renders the next page in English.
    await shop.visit('/configuratore');
    expect(await htmlLang()).toBe('en');
    expect(await italianTableTexts(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/english-${_}.png` });
    await switchTo('Italiano');
    await expect.poll(htmlLang).toBe('it');
    await expect.poll(() => page.getByTestId('site-header').innerText()).toContain(italian.JS_SHOP_NAME);
    await shop.checkpoint('back in Italian');
  });

  it('shows a product’s description translated by the glossary', async () => {
    await page.setViewportSize(DESKTOP);
    await shop.visit(`/ricambio/${product.id}`);
    const description = page.locator('[data-field="description"]').first();
    const italianText = (await description.innerText()).trim();
    await switchTo('English');
    await expect.poll(async () => (await description.innerText()).trim()).toBe(translateByGlossary(italianText, glossaryEn));
    expect(translateByGlossary(italianText, glossaryEn)).not.toBe(italianText);
    await shop.checkpoint('product in English');
    await switchTo('Italiano');
    await expect.poll(async () => (await description.innerText()).trim()).toBe(italianText);
  });
});

describe('the configurators submenu', () => {
  const shop = shopInBrowser();
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });
  const submenu = () => page.locator('#submenu-configurators');
  const shown = () => submenu().isVisible();

  it('opens on hover above 1024 px and lists the ten configurators', async () => {
    await shop.visit('/');
    expect(await shown()).toBe(false);
    await page.getByTestId('menu-configurators').getByRole('link', { name: 'Configuratori' }).hover();
    await expect.poll(shown).toBe(true);
    expect(await submenu().getByRole('link').count()).toBe(10);
    await shop.checkpoint('submenu on hover');
    await page.mouse.move(5, 700);
    await expect.poll(shown).toBe(false);
  });

  it('opens by keyboard: focus reaches it, its button opens it, Escape closes it', async () => {
    const button = page.getByRole('button', { name: 'Apri il sottomenu Configuratori' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        submenu()
          .getByRole('link')
          .first()
          .evaluate((link) => link === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(shown).toBe(false);
  });

  it('opens by touch on its button and closes on a press outside', async () => {
    const button = page.getByRole('button', { name: 'Apri il sottomenu Configuratori' });
    // A tap is a pointer press and a click on the button (the context has no touch screen to emulate).
    await button.dispatchEvent('pointerdown', { pointerType: 'touch' });
    await button.dispatchEvent('click');
    await expect.poll(shown).toBe(true);
    await submenu().getByRole('link', { name: 'Catene da neve' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/configuratore/catene-da-neve');
    await shop.checkpoint('a configurator from the submenu');
  });

  it('shows the configurators as a section of the side menu on a phone', async () => {
    await page.setViewportSize(PHONE);
    await shop.visit('/');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('link', { name: 'Catene da neve' }).waitFor();
    expect(await sheet.getByRole('link', { name: 'Configuratori' }).count()).toBe(1);
    await shop.checkpoint('side menu with the configurators');
    await page.keyboard.press('Escape');
  });
});

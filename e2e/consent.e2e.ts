import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { consentEn, consentIt } from '../shared/i18n/consent.ts';
import { FILTERS_COOKIE, LAYOUT_COOKIE, PRICES_COOKIE } from '../shared/view-preferences.ts';
import { LANGUAGE_COOKIE } from '../shared/i18n/language.ts';
import { CONSENT_COOKIE, NECESSARY } from '../shared/consent-choice.ts';
import { PHONE, SCREENSHOTS, shopInBrowser } from './browser.ts';

const preferenceCookies = [LAYOUT_COOKIE, FILTERS_COOKIE, PRICES_COOKIE, LANGUAGE_COOKIE];
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Holds the requests matching `pattern` (a picture that holds the load event, the page's first script) until the
 * returned function, which lets them go with `reply` and stops holding.
 */
async function holdRequests(page: Page, pattern: string, reply: (route: Route) => Promise<void>): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await reply(route).catch(() => {});
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

/** Issue 29, part 3 (issue 33: drawn by the server): the cookie notice, served by the shop, and preference cookies only with consent. */
describe('the cookie notice', () => {
  const shop = shopInBrowser({ consent: 'unasked' });
  let page: Page;
  beforeAll(() => {
    page = shop.page;
  });
  const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name);
  const notice = () => page.getByRole('dialog', { name: consentIt.JS_CONSENT_TITLE });
  /** The next tests start from a visit that has not answered yet. */
  const visitUnanswered = async () => {
    await page.context().clearCookies({ name: CONSENT_COOKIE });
    await shop.visit('/cerca?q=filtro');
    await notice().waitFor();
  };
  /** The categories the stored choice allows; none before a choice. */
  const consentCategories = async () => {
    const stored = (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
    return stored ? (JSON.parse(decodeURIComponent(stored.value)) as { categories: string[] }).categories : [];
  };

  it('asks a first visit in the page itself, its buttons wired by the shop’s own script', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
    });
    await shop.visit('/cerca?q=filtro');
    await notice().waitFor();
    expect(new Set(scripts)).toEqual(new Set([shop.url]));
    await page.screenshot({ path: `${SCREENSHOTS}/consent-notice.png` });
    await shop.checkpoint('cookie notice');
  });

  it('takes an answer given before the page has finished loading, without waiting for the load', async () => {
    // A picture that does not come holds the window's load event, which the app and the notice's script wait for (a
    // new address each time: a retried test would find the first one in the browser's memory cache).
    const picture = `held-picture-${Date.now()}.png`;
    const release = await holdRequests(page, `**/${picture}`, (route) =>
      route.fulfill({ contentType: 'image/png', body: Buffer.from(ONE_PIXEL_PNG, 'base64') }),
    );
    await page.addInitScript((src) => {
      if (location.hash !== '#held-picture') return;
      document.addEventListener('DOMContentLoaded', () => document.body.append(Object.assign(new Image(), { src, alt: '' })));
    }, `/${picture}`);
    try {
      // The page's first script has run by DOMContentLoaded.
      await page.goto(`${shop.url}/cerca?q=olio#held-picture`, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
      await notice().getByRole('button', { name: consentIt.JS_CONSENT_NECESSARY_ONLY }).click();
      // The notice goes at once; the choice is kept once the app and the consent script have come, still before load.
      expect(await notice().isVisible()).toBe(false);
      await expect.poll(cookieNames, { timeout: 10_000 }).toContain(CONSENT_COOKIE);
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    } finally {
      await release();
    }
    await visitUnanswered();
  });

  it('keeps a press from the notice’s first paint, before the page’s first script has arrived; the last answer wins', async () => {
    // The page's first script held: the notice is painted (the page is parsed) but no module script has run yet.
    await page.context().clearCookies({ name: CONSENT_COOKIE });
    const release = await holdRequests(page, '**/assets/start-*.js', (route) => route.continue());
    try {
      await page.goto(`${shop.url}/cerca?q=olio`, { waitUntil: 'commit' });
      await notice().waitFor();
      await notice().getByRole('button', { name: consentIt.JS_CONSENT_SETTINGS }).click();
      await notice().getByRole('button', { name: consentIt.JS_CONSENT_NECESSARY_ONLY }).click();
      expect(await notice().isVisible()).toBe(false);
      await page.screenshot({ path: `${SCREENSHOTS}/consent-answered-before-script.png` });
      await release();
      await expect.poll(consentCategories, { timeout: 10_000 }).toEqual([NECESSARY]);
      // "Solo necessari" came after "Personalizza": the choices do not open.
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await release();
    }
    await visitUnanswered();
  });

  it('writes no preference cookie before a choice, nor after a refusal: a layout holds for the page only', async () => {
    await page.getByTestId('layout-switch').locator('button').nth(1).click();
    await expect.poll(() => page.getByTestId('search-results').getAttribute('data-layout')).toBe('griglia');
    expect((await cookieNames()).filter((name) => preferenceCookies.includes(name))).toEqual([]);
    await notice().getByRole('button', { name: consentIt.JS_CONSENT_NECESSARY_ONLY }).click();
    await expect.poll(() => notice().isVisible()).toBe(false);
    await page.getByTestId('layout-switch').locator('button').nth(2).click();
    await expect.poll(() => page.getByTestId('search-results').getAttribute('data-layout')).toBe('tabella');
    expect((await cookieNames()).filter((name) => preferenceCookies.includes(name))).toEqual([]);
    // The choice is remembered: the next page does not ask again.
    await shop.visit('/cerca?q=filtro');
    expect(await page.getByTestId('search-results').getAttribute('data-layout')).toBe('lista');
    await page.waitForLoadState('load');
    expect(await notice().isVisible()).toBe(false);
  });

  it('reopens from the footer, lists every cookie with its purpose and duration, and keeps preferences once accepted', async () => {
    await page.getByRole('button', { name: 'Cookie', exact: true }).click();
    const choices = page.getByRole('dialog', { name: consentIt.JS_CONSENT_PREFERENCES_TITLE });
    await choices.waitFor();
    for (const name of ['sid', 'dispositivo', 'cc_cookie', ...preferenceCookies])
      await choices.getByText(name, { exact: false }).first().waitFor({ state: 'attached' });
    expect(await choices.getByText('99 giorni').count()).toBeGreaterThan(0);
    await shop.checkpoint('cookie choices');
    await choices.getByRole('button', { name: consentIt.JS_CONSENT_ACCEPT_ALL }).click();
    await expect.poll(() => choices.isVisible()).toBe(false);
    await page.getByTestId('layout-switch').locator('button').nth(1).click();
    await expect.poll(cookieNames).toContain(LAYOUT_COOKIE);
  });

  it('asks in English on a phone, answered by keyboard: a refusal removes the language cookie written before', async () => {
    await page.context().clearCookies();
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: shop.url }]);
    await page.setViewportSize(PHONE);
    await shop.visit('/');
    const english = page.getByRole('dialog', { name: consentEn.JS_CONSENT_TITLE });
    await english.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/consent-notice-phone.png` });
    // First in the page: the first Tab reaches its first choice.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(consentEn.JS_CONSENT_ACCEPT_ALL);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => english.isVisible()).toBe(false);
    expect(await cookieNames()).toContain('cc_cookie');
    expect((await cookieNames()).filter((name) => preferenceCookies.includes(name))).toEqual([]);
    // The choices at the phone's width, from the footer: in English, the refusal shown.
    await page.getByRole('button', { name: 'Cookies', exact: true }).click();
    const choices = page.getByRole('dialog', { name: consentEn.JS_CONSENT_PREFERENCES_TITLE });
    await choices.waitFor();
    expect(await choices.getByRole('checkbox', { name: consentEn.JS_CONSENT_PREFERENCES }).isChecked()).toBe(false);
    await shop.checkpoint('cookie choices on a phone');
    await page.keyboard.press('Escape');
    await choices.waitFor({ state: 'detached' });
  });
});

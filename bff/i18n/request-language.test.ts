import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en.ts';
import { it as italian } from '../../shared/i18n/it.ts';
import { loginEn } from '../../shared/i18n/login.ts';
import { serverEn } from '../../shared/i18n/server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const page = (cookie?: string) =>
  shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const bootOf = (html: string) => JSON.parse(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
const badLogin = (headers: Record<string, string>) =>
  shop.app.inject({
    method: 'POST',
    url: '/login',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    payload: { username: 'nobody', password: 'wrong-password' },
  });

describe('the language a request is answered in', () => {
  it('renders a page in English with the language cookie, and says so to the browser (boot data, html lang)', async () => {
    const res = await page('lingua=en');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(en.JS_SHOP_NAME);
    expect(res.body).not.toContain(italian.JS_SHOP_NAME);
    expect(bootOf(res.body).preferences.language).toBe('en');
  });

  it('falls back to Italian for a forged cookie', async () => {
    const res = await page('lingua=%3Cscript%3Exx');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain(italian.JS_SHOP_NAME);
    expect(bootOf(res.body).preferences.language).toBe('it');
  });

  it('words a refused call in the language of the cookie or of the page’s header, after the body is read', async () => {
    const italianText = (await badLogin({})).json().second.message;
    const byCookie = (await badLogin({ cookie: 'lingua=en' })).json().second.message;
    const byHeader = (await badLogin({ 'x-shop-language': 'en' })).json().second.message;
    expect(byCookie).not.toBe(italianText);
    expect(byHeader).toBe(byCookie);
    expect(Object.values({ ...en, ...serverEn, ...loginEn })).toContain(byCookie);
  });

  it('answers calls in both languages at once each in its own, Italian ones outside any language context', async () => {
    // A visitor's call to a customer's route is refused before any body or port: its text is all that differs.
    const refused = (cookie?: string) =>
      shop.app.inject({ url: '/import-order/template.xlsx', headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
    const italianText = (await refused()).json().message;
    const englishText = (await refused('lingua=en')).json().message;
    expect(englishText).not.toBe(italianText);
    const texts = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await refused(i % 2 ? 'lingua=en' : undefined)).json().message),
    );
    expect(texts).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? englishText : italianText)));
  });

  it('stays Italian when the configuration hides the switch', async () => {
    const off = await createTestApp({ LANGUAGE_SWITCH: 'N' });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: 'lingua=en' } });
      expect(res.body).toContain(italian.JS_SHOP_NAME);
      expect(bootOf(res.body).preferences.languageSwitch).toBe(false);
    } finally {
      await off.close();
    }
  });
});

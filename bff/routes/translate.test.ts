import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateByGlossary } from '../../adapters/reference/translation/reference-translation.ts';
import { glossaryEn } from '../../adapters/reference/translation/glossary.ts';
import { createTestApp, demoFixtureOf, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

const translate = (body: object, app: TestApp = shop) =>
  app.app.inject({ method: 'POST', url: '/utility/translate', headers: { accept: 'application/json' }, payload: body });
const ask = { key: 'demo', source: 'it', target: 'en', q: 'Filtro olio con guarnizione, Ø 76 mm' };

describe('POST /utility/translate', () => {
  it('translates a catalogue text by the glossary, codes and unknown words left as they are', async () => {
    const res = await translate(ask);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'Oil filter with gasket, Ø 76 mm' });
    expect((await translate({ ...ask, q: 'Disco freno BRM-09.A727.11 Xyzzy' })).json()).toEqual({
      text: 'Brake disc BRM-09.A727.11 Xyzzy',
    });
  });

  it('answers the original text without a key, or into the default language (SPEC §5)', async () => {
    expect((await translate({ ...ask, key: undefined })).json()).toEqual({ text: ask.q });
    expect((await translate({ ...ask, key: '  ' })).json()).toEqual({ text: ask.q });
    expect((await translate({ ...ask, target: 'it' })).json()).toEqual({ text: ask.q });
  });

  it('answers the original text when the switch or translation is off in the configuration', async () => {
    for (const env of [{ LANGUAGE_SWITCH: 'N' }, { TRANSLATION: 'N' }] as Record<string, string>[]) {
      const off = await createTestApp(env);
      try {
        expect((await translate(ask, off)).json()).toEqual({ text: ask.q });
      } finally {
        await off.close();
      }
    }
  });

  it('refuses a 10 KB text and an unknown language with a 400 in words, never a 5xx', async () => {
    const long = await translate({ ...ask, q: 'filtro '.repeat(1500) });
    expect(long.statusCode).toBe(400);
    expect(long.json().second.message).toContain('troppo lungo');
    const unknown = await translate({ ...ask, target: 'xx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().second.message).toContain('Lingua non gestita');
    const english = await shop.app.inject({
      method: 'POST',
      url: '/utility/translate',
      headers: { accept: 'application/json', cookie: 'lingua=en' },
      payload: { ...ask, source: 'fr' },
    });
    expect(english.json().second.message).toContain('Language not supported');
    for (const payload of [{}, { q: 42 }]) expect((await translate(payload)).statusCode).toBe(400);
    expect((await translate('not json' as unknown as object)).statusCode).toBe(415);
  });
});

describe('catalogue texts in the chosen language', () => {
  it('shows a product’s description and group translated by the glossary with English chosen, the ERP’s Italian without', async () => {
    const { product } = await demoFixtureOf(shop);
    const page = async (cookie?: string) =>
      (
        await shop.app.inject({
          method: 'GET',
          url: `/ricambio/${product.id}`,
          headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
        })
      ).json().product;
    const italian = await page();
    const english = await page('lingua=en');
    expect(english.description).toBe(translateByGlossary(italian.description, glossaryEn));
    expect(english.description).not.toBe(italian.description);
    expect(english.group.name).toBe(translateByGlossary(italian.group.name, glossaryEn));
    expect((await page('lingua=xx')).description).toBe(italian.description);
  });
});

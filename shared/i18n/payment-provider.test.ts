import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { paymentProviderEn, paymentProviderIt } from './payment-provider.ts';
import { partsLookupEn, partsLookupIt } from './parts-lookup.ts';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe("the provider pages' texts come from the translation tables", () => {
  it('leaves no Italian sentence written in the test payment page or the frame page builders', () => {
    for (const file of ['../../adapters/reference/payments/test-provider-page.ts', '../../adapters/reference/parts-lookup/frame-page.ts']) {
      const code = source(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      // A quoted or tagged run of two or more Italian words is a text a user reads.
      expect(code, file).not.toMatch(/[>'"`](?:[A-ZÀ-Ùa-zà-ù’]+ ){2,}[A-Za-zà-ù’]+[.<'"`]/);
    }
  });

  it('has every text in Italian and English', () => {
    expect(Object.keys(paymentProviderEn).sort()).toEqual(Object.keys(paymentProviderIt).sort());
    expect(Object.keys(partsLookupEn).sort()).toEqual(Object.keys(partsLookupIt).sort());
    expect(paymentProviderIt.JS_TEST_PAYMENT_HEADING).toContain('{number}');
  });
});

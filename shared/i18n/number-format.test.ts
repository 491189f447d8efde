import { describe, expect, it } from 'vitest';
import { localeOf, languages } from './language.ts';
import { writeCount, writeEuro } from './number-format.ts';

/** Counts and amounts a page shows: small, grouped, negative (credits), huge, rounded. */
const counts = [0, -0, 1, 7, 12, 999, 1000, 1234, 10000, 58237, 999999, 1000000, -1, -1234, -1234567, 2 ** 40, Number.MAX_SAFE_INTEGER];
// Beyond 2^40 cents Intl's float division (cents / 100) loses the last cent; no price comes near.
const cents = [
  ...counts.filter((value) => Math.abs(value) <= 2 ** 40),
  5,
  50,
  99,
  100,
  101,
  123456,
  12345678,
  -5,
  -99,
  -123456,
  12.5,
  -12.5,
  0.4,
  -0.4,
  1999.49,
  1999.5,
];

describe.each(languages)('numbers written by hand in %s', (language) => {
  const locale = localeOf[language];
  const intlCount = new Intl.NumberFormat(locale, { useGrouping: 'always' });
  const intlEuro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always' });

  it('are the counts Intl writes', () => {
    for (const value of counts) expect(writeCount(value, language), String(value)).toBe(intlCount.format(value));
  });

  it('are the euro amounts Intl writes, rounded as it rounds', () => {
    for (const value of cents) expect(writeEuro(value, language), String(value)).toBe(intlEuro.format(value / 100));
  });

  it('leave to Intl what is not a whole count or amount', () => {
    expect(writeCount(1.5, language)).toBeUndefined();
    expect(writeCount(Number.NaN, language)).toBeUndefined();
    expect(writeEuro(Number.POSITIVE_INFINITY, language)).toBeUndefined();
  });
});

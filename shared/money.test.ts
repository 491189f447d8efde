import { describe, expect, it } from 'vitest';
import { formatEuro, grossCents, vatCents } from './money.ts';

describe('money', () => {
  it('applies 22 % VAT rounded half up, in cents', () => {
    expect(vatCents(1000)).toBe(220);
    expect(vatCents(25)).toBe(6); // 5.5 → 6
    expect(vatCents(2)).toBe(0); // 0.44 → 0
    expect(grossCents(3146)).toBe(3838);
  });

  it('formats euros the Italian way', () => {
    expect(formatEuro(1234567).replace(/\s/g, ' ')).toBe('12.345,67 €');
    expect(formatEuro(5).replace(/\s/g, ' ')).toBe('0,05 €');
    expect(formatEuro(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});

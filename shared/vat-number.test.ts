import { describe, expect, it } from 'vitest';
import { italianVatNumber } from './vat-number.ts';

describe('an Italian VAT number', () => {
  it('is 11 digits whose last checks the others, with or without IT and spaces', () => {
    expect(italianVatNumber('01234567897')).toBe('01234567897');
    expect(italianVatNumber('IT 0123456 7897')).toBe('01234567897');
    expect(italianVatNumber('it01234567897')).toBe('01234567897');
  });

  it('is refused with a wrong check digit, a wrong length or letters', () => {
    for (const text of ['01234567890', '0123456789', '012345678970', 'ABCDEFGHIJK', '']) expect(italianVatNumber(text), text).toBeNull();
  });
});

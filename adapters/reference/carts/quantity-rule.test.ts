import { describe, expect, it } from 'vitest';
import { checkQuantity, validQuantityFrom } from './quantity-rule.ts';

describe('the quantity rule', () => {
  it('takes quantities at the minimum and on the pack, and names the rule otherwise', () => {
    expect(() => checkQuantity(4, 2, 2)).not.toThrow();
    expect(() => checkQuantity(3, 2, 2)).toThrow(
      expect.objectContaining({ reason: 'quantity-not-multiple', data: { minimum: 2, multiple: 2 } }),
    );
    expect(() => checkQuantity(1, 2, 1)).toThrow(
      expect.objectContaining({ reason: 'quantity-below-minimum', data: { minimum: 2, multiple: 1 } }),
    );
  });

  it('raises a quantity to the next valid one', () => {
    expect(validQuantityFrom(1, 1, 1)).toBe(1);
    expect(validQuantityFrom(1, 4, 2)).toBe(4);
    expect(validQuantityFrom(5, 4, 2)).toBe(6);
    expect(validQuantityFrom(7, 1, 5)).toBe(10);
    expect(validQuantityFrom(10, 1, 5)).toBe(10);
  });
});

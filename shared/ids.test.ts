import { describe, expect, it } from 'vitest';
import { idSchema, intFromText } from './ids.ts';

describe('numbers from outside', () => {
  const quantity = intFromText({ min: 1, max: 99999 });
  const count = intFromText({ min: 0, max: 99999 });

  it.each([
    [31, 31],
    ['31', 31],
    ['0', 0],
    [1000, 1000],
    ['99999', 99999],
  ])('accepts %j as %j', (value, expected) => {
    expect(count.parse(value)).toBe(expected);
  });

  it.each(['05', '007', '00', '0x1f', '1e3', ' 31 ', '31 ', '2.0', '+5', '-1', '', '1_000', '١٢', 'Infinity', 'NaN', '9'.repeat(16)])(
    'refuses the text %j',
    (value) => {
      expect(quantity.safeParse(value).success).toBe(false);
    },
  );

  it.each([[[31]], [true], [false], [null], [{}], [1.5], [0], [100000], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %j',
    (value) => {
      expect(quantity.safeParse(value).success).toBe(false);
    },
  );

  it('keeps ids positive and safe', () => {
    expect(idSchema.parse('31')).toBe(31);
    expect(idSchema.safeParse('0').success).toBe(false);
    expect(idSchema.safeParse(Number.MAX_SAFE_INTEGER + 2).success).toBe(false);
  });

  it('takes a default when the value is absent', () => {
    expect(intFromText({ min: 1, max: 10 }).default(1).parse(undefined)).toBe(1);
  });
});

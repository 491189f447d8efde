import { describe, expect, it } from 'vitest';
import { readQuantity } from './quantity-text.ts';

describe('reading a quantity the Italian way', () => {
  it('reads whole numbers written as text, with thousands dots, zero decimals and a unit', () => {
    const read = ['2', ' 2 ', '2 pz', '2pz.', '4 pezzi', '1.000', '12.500', '1.000,00', '2,0', '2,00', '2.0', '3 PZ'].map(readQuantity);
    expect(read).toEqual([2, 2, 2, 2, 4, 1000, 12500, 1000, 2, 2, 2, 3].map((quantity) => ({ quantity })));
  });

  it('reads numeric cells as numbers', () => {
    expect([3, 1000, 2.0].map(readQuantity)).toEqual([{ quantity: 3 }, { quantity: 1000 }, { quantity: 2 }]);
  });

  it('says why it cannot read the others: not a whole number, not positive, too large', () => {
    const cases = ['1,5', 'due', '', '1.5', '1.0000', '-3', '0', '100.000', 1.5, -2, 0, Number.NaN, 100_000, '2 kg'];
    expect(cases.map(readQuantity)).toEqual([
      { problem: 'unreadable' },
      { problem: 'unreadable' },
      { problem: 'missing' },
      { problem: 'unreadable' },
      { problem: 'unreadable' },
      { problem: 'not-positive' },
      { problem: 'not-positive' },
      { problem: 'too-large' },
      { problem: 'unreadable' },
      { problem: 'not-positive' },
      { problem: 'not-positive' },
      { problem: 'unreadable' },
      { problem: 'too-large' },
      { problem: 'unreadable' },
    ]);
  });
});

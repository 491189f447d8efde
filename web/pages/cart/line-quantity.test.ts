import { describe, expect, it } from 'vitest';
import { nextQuantity } from './line-quantity.ts';

describe('a cart line’s − and +', () => {
  it('steps by the pack and never goes below the minimum or 1', () => {
    expect(nextQuantity(2, { minQty: 1, packQty: 1 }, -1)).toBe(1);
    expect(nextQuantity(1, { minQty: 1, packQty: 1 }, -1)).toBeNull();
    expect(nextQuantity(6, { minQty: 4, packQty: 2 }, -1)).toBe(4);
    expect(nextQuantity(4, { minQty: 4, packQty: 2 }, -1)).toBeNull();
    expect(nextQuantity(4, { minQty: 4, packQty: 2 }, 1)).toBe(6);
    expect(nextQuantity(99_999, { minQty: 1, packQty: 1 }, 1)).toBeNull();
  });
});

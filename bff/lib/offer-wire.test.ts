import { describe, expect, it } from 'vitest';
import { priceProductView, urgentOf } from './offer-wire.ts';

const quote = { productId: 7, listCents: 2000, netCents: 1250, urgentNetCents: 1390 };

describe('offer wire', () => {
  it("reads SPEC's fgurgente S as urgent and N as not", () => {
    expect([urgentOf('S'), urgentOf('N')]).toEqual([true, false]);
  });

  it('answers the urgent net price with fgurgente S, the plain one with N', () => {
    expect(priceProductView(quote, true)).toMatchObject({ productId: 7, fgurgente: 'S', listCents: 2000, netCents: 1390 });
    expect(priceProductView(quote, false)).toMatchObject({ fgurgente: 'N', netCents: 1250 });
    expect(priceProductView(quote, false).price).toMatch(/^12,50\s€$/);
  });
});

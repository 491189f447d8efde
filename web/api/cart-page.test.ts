import { describe, expect, it } from 'vitest';
import { setCartUrgent, updateCartItem } from './cart-page.ts';
import { mockApiFetch } from './api-fetch.fixture.ts';

describe("the cart's urgent flags on the wire", () => {
  const fetchMock = mockApiFetch({ idCart: 5, version: 4, items: [] });
  const cart = { idCart: 5, version: 3 };

  it("sends a line's urgent flag as SPEC's fgurgente S or N", async () => {
    await updateCartItem(cart, 9, { urgent: true });
    await updateCartItem(cart, 9, { urgent: false });
    const forms = fetchMock.mock.calls.map(([, init]) => new URLSearchParams(String(init?.body)));
    expect(forms.map((form) => form.get('fgurgente'))).toEqual(['S', 'N']);
    expect(forms[0]?.has('urgent')).toBe(false);
  });

  it("flags the whole cart through SPEC's GET /update-cart-fgurgente", async () => {
    await setCartUrgent(cart, true);
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/update-cart-fgurgente?idCart=5&fgurgente=S');
  });
});

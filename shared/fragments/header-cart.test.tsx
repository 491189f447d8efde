import { describe, expect, it } from 'vitest';
import type { CartView as Cart } from '../contract/cart.ts';
import { formatEuro } from '../money.ts';
import { t } from '../i18n/server.ts';
import { HeaderCart } from './header-cart.tsx';
import { CartContainer } from './cart-container.tsx';
import { fragmentHtml } from '../render-html.ts';

const cart: Cart = {
  idCart: 42,
  nomeOrdine: '',
  noteOrdine: '',
  vin: '',
  plate: '',
  modello: '',
  tipo_ordine: 'STD',
  fgurgente: 'N',
  version: 3,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T09:30:00.000Z',
  items: [
    {
      orderItemId: 1,
      productId: 100,
      brand: 'BOSCH',
      code: '0 986 494 123',
      description: 'Pastiglie freno anteriori',
      quantity: 2,
      fgurgente: 'N',
      note: '',
      vehicle: '',
      minQty: 1,
      packQty: 1,
      urgent: false,
      unitNetCents: 2150,
      lineNetCents: 4300,
      addedByStaff: null,
    },
    {
      orderItemId: 2,
      productId: 200,
      brand: 'MANN-FILTER',
      code: 'W 712/95',
      description: 'Filtro olio <motore>',
      quantity: 10,
      fgurgente: 'S',
      note: '',
      vehicle: '',
      minQty: 1,
      packQty: 1,
      urgent: true,
      unitNetCents: 599,
      lineNetCents: 5990,
      addedByStaff: null,
    },
  ],
  netCents: 10290,
  vatCents: 2264,
  grossCents: 12554,
};

/** The server escapes text; compare against the escaped form. */
// As the server writes text: `&` and `<` escaped (a `>` alone opens nothing).
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

describe('HeaderCart fragment', () => {
  it('lists every line with brand, code, description, quantity and line net price', () => {
    const html = fragmentHtml(HeaderCart, { cart });
    for (const item of cart.items) {
      expect(html).toContain(escaped(item.brand));
      expect(html).toContain(escaped(item.code));
      expect(html).toContain(escaped(item.description));
      expect(html).toContain(escaped(t('JS_CART_ITEM_QUANTITY', { quantity: item.quantity })));
      expect(html).toContain(escaped(formatEuro(item.lineNetCents)));
      expect(html).toContain(`data-product-id="${item.productId}"`);
    }
    expect(html).toContain('Filtro olio &lt;motore>');
    expect(html).toContain(t('JS_CART_ITEM_URGENT'));
    expect(html).not.toContain(t('JS_CART_EMPTY'));
  });

  it('shows net, 22 % VAT and gross totals from the cart', () => {
    const html = fragmentHtml(HeaderCart, { cart });
    expect(html).toContain(t('JS_CART_NET_TOTAL'));
    expect(html).toContain('IVA 22%');
    expect(html).toContain(t('JS_CART_GROSS_TOTAL'));
    expect(html).toMatch(new RegExp(`data-total="net"[^>]*>${escapeRe(formatEuro(10290))}<`));
    expect(html).toMatch(new RegExp(`data-total="vat"[^>]*>${escapeRe(formatEuro(2264))}<`));
    expect(html).toMatch(new RegExp(`data-total="gross"[^>]*>${escapeRe(formatEuro(12554))}<`));
  });

  it('shows the Italian empty text for no cart and for an empty cart, with no totals', () => {
    for (const empty of [null, { ...cart, items: [], netCents: 0, vatCents: 0, grossCents: 0 }]) {
      const html = fragmentHtml(HeaderCart, { cart: empty });
      expect(html).toContain('Il carrello è vuoto.');
      expect(html).not.toContain('data-cart-totals');
    }
  });

  it('leads to the cart page, in the SPA (data-action navigate)', () => {
    const html = fragmentHtml(HeaderCart, { cart });
    expect(html).toMatch(/<a href="\/cart" data-action="navigate"[^>]*>Vai al carrello<\/a>/);
  });

  it('leads to the cart page (quick order, other carts) when the cart is empty too', () => {
    const html = fragmentHtml(HeaderCart, { cart: null });
    expect(html).toMatch(/<a href="\/cart" data-action="navigate"[^>]*>Vai al carrello<\/a>/);
    expect(html).toContain('l’ordine veloce e gli altri tuoi carrelli');
  });

  it('has a close button wired through data-action', () => {
    const html = fragmentHtml(HeaderCart, { cart: null });
    expect(html).toContain('data-action="close-cart"');
  });
});

describe('CartContainer fragment', () => {
  it('shows the line count and names lines and pieces for screen readers', () => {
    const html = fragmentHtml(CartContainer, { lines: 3, quantity: 12 });
    expect(html).toMatch(/data-cart-count[^>]*>3</);
    expect(html).toContain('Carrello: 3 righe, 12 pezzi');
    expect(html).toContain('data-cart-quantity="12"');
  });

  it('says one line and one piece in the singular, and counts from a thousand with a dot', () => {
    expect(fragmentHtml(CartContainer, { lines: 1, quantity: 1 })).toContain('Carrello: 1 riga, 1 pezzo');
    expect(fragmentHtml(CartContainer, { lines: 2, quantity: 1200 })).toContain('Carrello: 2 righe, 1.200 pezzi');
  });
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

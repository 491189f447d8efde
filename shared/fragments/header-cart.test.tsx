import type { FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import type { CartView as Cart } from '../contract/cart.ts';
import { formatEuro } from '../money.ts';
import { t } from '../i18n/server.ts';
import { HeaderCart } from './header-cart.tsx';
import { CartContainer } from './cart-container.tsx';
import { fragmentHtml } from '../render-html.ts';
import { parseMarkup, textOf } from '../testing/markup.ts';

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

/** A fragment as the BFF sends it (bff/lib/render-fragment.ts), parsed. */
const fragment = <P extends object>(component: FunctionComponent<P>, props: P) => parseMarkup(fragmentHtml(component, props));

describe('HeaderCart fragment', () => {
  it('lists every line with brand, code, description, quantity and line net price', () => {
    const $ = fragment(HeaderCart, { cart });
    for (const item of cart.items) {
      const line = textOf($(`li[data-product-id="${item.productId}"]`));
      expect(line).toContain(item.brand);
      expect(line).toContain(item.code);
      expect(line).toContain(item.description);
      expect(line).toContain(t('JS_CART_ITEM_QUANTITY', { quantity: item.quantity }));
      expect(line).toContain(formatEuro(item.lineNetCents));
    }
    // Written as text, never as markup.
    expect(textOf($('li[data-product-id="200"] p').first())).toBe('Filtro olio <motore>');
    expect($('motore')).toHaveLength(0);
    expect(textOf($.root())).toContain(t('JS_CART_ITEM_URGENT'));
    expect(textOf($.root())).not.toContain(t('JS_CART_EMPTY'));
  });

  it('shows net, 22 % VAT and gross totals from the cart', () => {
    const $ = fragment(HeaderCart, { cart });
    const totals = textOf($('[data-cart-totals]'));
    expect(totals).toContain(t('JS_CART_NET_TOTAL'));
    expect(totals).toContain('IVA 22%');
    expect(totals).toContain(t('JS_CART_GROSS_TOTAL'));
    expect(textOf($('[data-total="net"]'))).toBe(formatEuro(10290));
    expect(textOf($('[data-total="vat"]'))).toBe(formatEuro(2264));
    expect(textOf($('[data-total="gross"]'))).toBe(formatEuro(12554));
  });

  it('shows the Italian empty text for no cart and for an empty cart, with no totals', () => {
    for (const empty of [null, { ...cart, items: [], netCents: 0, vatCents: 0, grossCents: 0 }]) {
      const $ = fragment(HeaderCart, { cart: empty });
      expect(textOf($.root())).toContain('Il carrello è vuoto.');
      expect($('[data-cart-totals]')).toHaveLength(0);
    }
  });

  it('leads to the cart page, in the SPA (data-action navigate)', () => {
    const $ = fragment(HeaderCart, { cart });
    expect(textOf($('a[href="/cart"][data-action="navigate"]'))).toBe('Vai al carrello');
  });

  it('leads to the cart page (quick order, other carts) when the cart is empty too', () => {
    const $ = fragment(HeaderCart, { cart: null });
    expect(textOf($('a[href="/cart"][data-action="navigate"]'))).toBe('Vai al carrello');
    expect(textOf($.root())).toContain('l’ordine veloce e gli altri tuoi carrelli');
  });

  it('has a close button wired through data-action', () => {
    const $ = fragment(HeaderCart, { cart: null });
    expect($('button[data-action="close-cart"]')).toHaveLength(1);
  });
});

describe('CartContainer fragment', () => {
  it('shows the line count and names lines and pieces for screen readers', () => {
    const $ = fragment(CartContainer, { lines: 3, quantity: 12 });
    expect(textOf($('[data-cart-count]'))).toBe('3');
    expect(textOf($.root())).toContain('Carrello: 3 righe, 12 pezzi');
    expect($('[data-cart-quantity]').attr('data-cart-quantity')).toBe('12');
  });

  it('says one line and one piece in the singular, and counts from a thousand with a dot', () => {
    expect(textOf(fragment(CartContainer, { lines: 1, quantity: 1 }).root())).toContain('Carrello: 1 riga, 1 pezzo');
    expect(textOf(fragment(CartContainer, { lines: 2, quantity: 1200 }).root())).toContain('Carrello: 2 righe, 1.200 pezzi');
  });
});

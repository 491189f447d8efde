import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../adapters/ports/carts.ts';
import { cartChangesOf, itemChangesOf, toCartView } from './cart-wire.ts';

const item: CartItem = {
  orderItemId: 7,
  productId: 1,
  brand: 'Denso',
  code: 'DDS8747',
  description: 'Filtro',
  quantity: 2,
  urgent: false,
  note: '',
  vehicle: '',
  minQty: 1,
  packQty: 1,
  travelsUrgent: true,
  unitNetCents: 1000,
  lineNetCents: 2000,
  addedByStaff: null,
};
const cart: Cart = {
  cartId: 3,
  orderName: 'Panda di Rossi',
  orderNotes: 'Ritira il cliente',
  vin: '',
  plate: 'AB123CD',
  model: 'Panda 1.2',
  orderType: 'URG',
  urgent: true,
  version: 4,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  items: [item],
  netCents: 2000,
  vatCents: 440,
  grossCents: 2440,
};

describe('the cart as SPEC shows it', () => {
  it('says the urgent flags S or N, and a line that travels urgent by its order type is urgent with its own flag N', () => {
    const view = toCartView(cart);
    expect(view).toMatchObject({ idCart: 3, nomeOrdine: 'Panda di Rossi', modello: 'Panda 1.2', tipo_ordine: 'URG', fgurgente: 'S' });
    expect(view.items[0]).toMatchObject({ fgurgente: 'N', urgent: true });
    expect(toCartView({ ...cart, urgent: false }).fgurgente).toBe('N');
  });

  it('takes S and N from the forms as the flag the port keeps, and only the fields sent', () => {
    expect(cartChangesOf({ fgurgente: 'N' })).toEqual({ urgent: false });
    expect(cartChangesOf({ tipo_ordine: 'MAG', nomeOrdine: 'Officina' })).toEqual({ orderType: 'MAG', orderName: 'Officina' });
    expect(itemChangesOf({ fgurgente: 'S', note: 'Subito' })).toEqual({ urgent: true, note: 'Subito' });
  });
});

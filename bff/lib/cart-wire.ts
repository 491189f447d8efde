import type { Cart, CartCount, CartItem, CartSummary } from '../../adapters/ports/carts.ts';
import type { CartCountReply, CartItemView, CartSummary as CartSummaryView, CartView } from '../../shared/contract/cart.ts';

// SPEC's cart names and S/N flags (the browser's side) to and from the carts port's English: translated here only.

type FlagSN = 'S' | 'N';
const flagOf = (on: boolean): FlagSN => (on ? 'S' : 'N');
const isOn = (flag: FlagSN | undefined) => (flag === undefined ? undefined : flag === 'S');

export function toCartItemView(item: CartItem): CartItemView {
  const { urgent, travelsUrgent, ...same } = item;
  return { ...same, fgurgente: flagOf(urgent), urgent: travelsUrgent };
}

export function toCartView(cart: Cart): CartView {
  const { cartId, orderName, orderNotes, model, orderType, urgent, items, ...same } = cart;
  return {
    ...same,
    idCart: cartId,
    nomeOrdine: orderName,
    noteOrdine: orderNotes,
    modello: model,
    tipo_ordine: orderType,
    fgurgente: flagOf(urgent),
    items: items.map(toCartItemView),
  };
}

export const toCartCountReply = ({ cartId, ...count }: CartCount): CartCountReply => ({ idCart: cartId, ...count });

export const toCartSummary = ({ cartId, orderName, ...row }: CartSummary): CartSummaryView => ({
  idCart: cartId,
  nomeOrdine: orderName,
  ...row,
});

/** The cart header's fields as SPEC's forms and links send them; absent ones stay. */
interface HeaderFields {
  nomeOrdine?: string;
  noteOrdine?: string;
  vin?: string;
  plate?: string;
  modello?: string;
  tipo_ordine?: string;
  fgurgente?: FlagSN;
}

/** A header change as the carts port takes it (only the fields sent). */
export function cartChangesOf(fields: HeaderFields) {
  const changes = {
    orderName: fields.nomeOrdine,
    orderNotes: fields.noteOrdine,
    vin: fields.vin,
    plate: fields.plate,
    model: fields.modello,
    orderType: fields.tipo_ordine,
    urgent: isOn(fields.fgurgente),
  };
  return withoutAbsent(changes);
}

/** A line change as the carts port takes it (only the fields sent). */
export function itemChangesOf(fields: { quantity?: number; note?: string; fgurgente?: FlagSN; vehicle?: string }) {
  return withoutAbsent({ quantity: fields.quantity, note: fields.note, urgent: isOn(fields.fgurgente), vehicle: fields.vehicle });
}

export const urgentOf = (flag: FlagSN): boolean => flag === 'S';

/** Drops the fields left undefined: an absent field is one the port leaves as it is. */
function withoutAbsent<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

import { z } from 'zod';
import {
  cartCountReply,
  cartItemView,
  cartView,
  type CartCountReply,
  type CartItemView,
  type CartView,
} from '../../shared/contract/cart.ts';
import { flagSN } from '../../shared/ids.ts';
import { op } from './op.ts';

// The ERP's carts are shown as they are: one shape, owned by the BFF↔SPA contract.
export const cartItemSchema = cartItemView;
export type CartItem = CartItemView;
export const cartSchema = cartView;
export type Cart = CartView;
export const cartCountSchema = cartCountReply;
export type CartCount = CartCountReply;

/** The cart the session points at, if any; otherwise the actor's latest open cart. */
const cartRef = z.object({ cartId: z.number().int().positive().optional() });

export const cartsPort = {
  /** The actor's active cart, created empty when they have none. `forbidden` for a visitor. */
  active: op({ input: cartRef, output: cartSchema, idempotent: true }),
  /**
   * The cart `active` would answer, or null when the actor has none: never creates one, so a read (the header
   * cart, a product's quantity in the cart) writes nothing. `forbidden` for a visitor.
   */
  current: op({ input: cartRef, output: cartSchema.nullable(), idempotent: true }),
  /**
   * Adds a quantity of a product to the active cart (summing with an existing line of the same product and urgency).
   * `not_found` for an unknown product; `invalid` when the quantity is below the minimum or not a multiple of the pack.
   * With `ctx.idempotencyKey`, a repeated call returns the first result and adds nothing, whatever `cartId` it
   * names (the shop names the cart the first call answered); the same key with another product, quantity or
   * urgency is `conflict`.
   */
  addItem: op({
    input: cartRef.extend({
      productId: z.number().int().positive(),
      quantity: z.number().int().min(1).max(99999),
      fgurgente: flagSN.default('N'),
    }),
    output: z.object({ cart: cartCountSchema, item: cartItemSchema }),
    idempotent: false,
  }),
  /** Lines and pieces in the active cart, without creating one (idCart 0 when none). */
  count: op({ input: cartRef, output: cartCountSchema, idempotent: true }),
};

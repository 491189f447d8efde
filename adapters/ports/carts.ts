import { z } from 'zod';
import { flagSN } from '../../shared/ids.ts';
import { op } from './op.ts';

export const cartItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  brand: z.string(),
  code: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1),
  fgurgente: flagSN,
  note: z.string(),
  vehicle: z.string(),
  unitNetCents: z.number().int().min(0),
  lineNetCents: z.number().int().min(0),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  idCart: z.number().int(),
  nomeOrdine: z.string(),
  noteOrdine: z.string(),
  vin: z.string(),
  plate: z.string(),
  modello: z.string(),
  tipo_ordine: z.string(),
  fgurgente: flagSN,
  items: z.array(cartItemSchema),
  /** Totals in cents: net, 22 % VAT rounded half up, gross. */
  netCents: z.number().int().min(0),
  vatCents: z.number().int().min(0),
  grossCents: z.number().int().min(0),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartCountSchema = z.object({
  idCart: z.number().int(),
  /** Distinct lines and total pieces. */
  lines: z.number().int().min(0),
  quantity: z.number().int().min(0),
});
export type CartCount = z.infer<typeof cartCountSchema>;

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

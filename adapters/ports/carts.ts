import { z } from 'zod';
import { orderTypeView, quickOrderLineResult } from '../../shared/contract/cart.ts';
import { cartFieldChecks } from '../../shared/cart-field-checks.ts';
import { CART_FIELD_LIMITS, MAX_LINE_QUANTITY } from '../../shared/cart-limits.ts';
import { op } from './op.ts';

const isoDate = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0);

/** A cart line: the product, the quantity, the line's own urgent flag and note, and its price after the cart's header. */
export const cartItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  brand: z.string(),
  code: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1),
  /** The line's own urgent flag, as the customer set it. */
  urgent: z.boolean(),
  note: z.string(),
  vehicle: z.string(),
  /** The product's minimum order quantity and pack: a line's quantity is at least the one, a multiple of the other. */
  minQty: z.number().int().min(1),
  packQty: z.number().int().min(1),
  /** Whether the line travels urgent, after its flag, the cart's urgent flag and the order type. */
  travelsUrgent: z.boolean(),
  /** The customer's price of one piece, after urgency and the order type's discount. */
  unitNetCents: cents,
  lineNetCents: cents,
  /**
   * The staff member (their username) who added the line, or last added to it, while acting for the customer
   * (`ctx.actor.impersonatorId`); null when the customer's own users did. Absent from an older ERP: null.
   */
  addedByStaff: z.string().nullable().default(null),
});
export type CartItem = z.output<typeof cartItemSchema>;

/** What the customer writes on a cart and its order keeps: name, notes, the vehicle, the order type. */
export const orderHeaderSchema = z.object({
  orderName: z.string(),
  orderNotes: z.string(),
  vin: z.string(),
  plate: z.string(),
  /** The vehicle's model, as the customer wrote it. */
  model: z.string(),
  /** The code of one of `orderTypes`. */
  orderType: z.string(),
});

/** A cart with its header (name, notes, vehicle, order type, urgent flag) and totals in cents: net, 22 % VAT, gross. */
export const cartSchema = orderHeaderSchema.extend({
  cartId: z.number().int(),
  /** The whole cart travels urgent (each line's own flag aside). */
  urgent: z.boolean(),
  /** Bumped by every change: an edit that names an older version is refused (another tab changed the cart). */
  version: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
  items: z.array(cartItemSchema),
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
});
export type Cart = z.output<typeof cartSchema>;

/** Lines and pieces of a cart (`cartId` 0: the actor has no open cart). */
export const cartCountSchema = z.object({
  cartId: z.number().int(),
  lines: z.number().int().min(0),
  quantity: z.number().int().min(0),
});
export type CartCount = z.output<typeof cartCountSchema>;

/** One of the customer's open carts, as the order selection table lists it. */
export const cartSummarySchema = z.object({
  cartId: z.number().int(),
  orderName: z.string(),
  lines: z.number().int().min(0),
  quantity: z.number().int().min(0),
  netCents: cents,
  grossCents: cents,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CartSummary = z.output<typeof cartSummarySchema>;

/**
 * What became of one quick-order line. A line the cart refused says why as a port failure would (`refusal`: a
 * reason of the operation and its data), which the shop words as it words errors.
 */
const quickOrderLine = quickOrderLineResult.omit({ message: true }).extend({
  refusal: z.object({ reason: z.string().min(1), data: z.record(z.string(), z.unknown()) }).optional(),
});
export type QuickOrderLine = z.output<typeof quickOrderLine>;

/**
 * The cart the session points at, if any. When it is no longer an open cart of the actor's customer (ordered,
 * deleted, or left from another identity), the actor's latest open cart answers instead: the reply's cartId says
 * which, and the shop follows it.
 */
const cartRef = z.object({ cartId: z.number().int().positive().optional() });

/**
 * A cart the user named (a form's cart id): it must be an open cart of the actor's customer, else `not_found`.
 * With `expectedVersion`, a cart changed since (another tab, another user) is `conflict` and nothing is written.
 */
const namedCart = z.object({ cartId: z.number().int().positive(), expectedVersion: z.number().int().min(0).optional() });

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const text = (max: number) => z.string().trim().max(max);
const upper = (value: string) => value.toUpperCase();

/**
 * The cart header's fields a form changes (SPEC §3 cart/order); absent ones stay as they are. The checks are the
 * order-data form's own (shared/cart-field-checks.ts, keyed by the form's field names).
 */
const cartChanges = z.object({
  orderName: cartFieldChecks.nomeOrdine.optional(),
  orderNotes: cartFieldChecks.noteOrdine.optional(),
  // A VIN is 17 letters and digits (no I, O, Q); older and foreign frames are shorter, so only the alphabet is checked.
  vin: cartFieldChecks.vin.transform(upper).optional(),
  plate: cartFieldChecks.plate.transform(upper).optional(),
  model: cartFieldChecks.modello.optional(),
  orderType: z.string().min(1).max(10).optional(),
  urgent: z.boolean().optional(),
});

/** A line's fields the cart page changes; absent ones stay. */
const itemChanges = z.object({
  quantity: quantity.optional(),
  note: text(CART_FIELD_LIMITS.itemNote).optional(),
  urgent: z.boolean().optional(),
  vehicle: text(CART_FIELD_LIMITS.itemVehicle).optional(),
});

/*
 * Limits every implementation keeps (the reference's caps are settings, adapters/reference/caps.ts):
 * - a line holds at most MAX_LINE_QUANTITY (99,999) pieces: a write whose RESULT would pass it (an add summing with
 *   the line, a merge of two lines) is `invalid` with the line's code, and nothing is written;
 * - a cart holds a capped number of lines and a customer a capped number of open carts: a write that would pass a cap
 *   is `conflict` with a message saying what to free.
 * A cart already past a limit (older data) is still answered as it is: reads never refuse it.
 */
export const cartsPort = {
  /** The actor's active cart, created empty when they have none. `forbidden` for a visitor. */
  active: op({ input: cartRef, output: cartSchema, idempotent: true, reasons: ['not-logged-in'] }),
  /**
   * The cart `active` would answer, or null when the actor has none: never creates one, so a read (the header
   * cart, a product's quantity in the cart) writes nothing. `forbidden` for a visitor.
   */
  current: op({ input: cartRef, output: cartSchema.nullable(), idempotent: true, reasons: ['not-logged-in'] }),
  /**
   * Adds a quantity of a product to the active cart (summing with an existing line of the same product and urgency).
   * `not_found` for an unknown product; `invalid` when the quantity is below the minimum or not a multiple of the pack,
   * or when the line would pass MAX_LINE_QUANTITY; `conflict` when a new line would pass the lines a cart holds.
   * With `ctx.idempotencyKey`, a repeated call returns the first result and adds nothing, whatever `cartId` it
   * names (the shop names the cart the first call answered); the same key with another product, quantity or
   * urgency is `conflict`.
   */
  addItem: op({
    input: cartRef.extend({
      productId: z.number().int().positive(),
      quantity,
      urgent: z.boolean().default(false),
    }),
    output: z.object({ cart: cartCountSchema, item: cartItemSchema }),
    idempotent: false,
    reasons: [
      'not-logged-in',
      'product-not-found',
      'quantity-below-minimum',
      'quantity-not-multiple',
      'line-over-limit',
      'cart-lines-limit',
      'idempotency-key-reused',
    ],
  }),
  /** Lines and pieces in the active cart, without creating one (cartId 0 when none). */
  count: op({ input: cartRef, output: cartCountSchema, idempotent: true, reasons: ['not-logged-in'] }),

  /** The ERP's order types (SPEC §3's order type) with their effect, in the order the ERP lists them. The same for everyone. */
  orderTypes: op({
    input: z.object({}),
    output: z.array(orderTypeView).min(1),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
    staleIfError: '1d',
  }),
  /** The customer's open carts (the order selection table), most recently changed first, a page at a time; `total` counts them all. */
  list: op({
    input: z.object({ page: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) }),
    output: z.object({ rows: z.array(cartSummarySchema), total: z.number().int().min(0) }),
    idempotent: true,
    reasons: ['not-logged-in'],
  }),
  /** One open cart of the customer; `not_found` for any other id. */
  get: op({
    input: z.object({ cartId: z.number().int().positive() }),
    output: cartSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'cart-not-found'],
  }),
  /**
   * A new empty open cart, named. With `ctx.idempotencyKey`, a repeated call returns the same cart. `conflict` when
   * the customer already has as many open carts as they may.
   */
  create: op({
    input: z.object({ orderName: text(CART_FIELD_LIMITS.nomeOrdine).default('') }),
    output: cartSchema,
    idempotent: false,
    reasons: ['not-logged-in', 'open-carts-limit', 'idempotency-key-reused'],
  }),
  /** Deletes an empty open cart; `invalid` while it has lines (nothing a customer put in a cart is lost by this). */
  remove: op({
    input: z.object({ cartId: z.number().int().positive() }),
    output: z.object({ removed: z.literal(true) }),
    idempotent: true,
    reasons: ['not-logged-in', 'cart-not-found', 'cart-not-empty'],
  }),
  /**
   * Changes the cart's header: name, notes, vehicle (vin, plate, model), order type, urgent flag. `invalid` for an
   * order type the ERP does not have. Answers the cart as it is after the change (totals redone).
   */
  update: op({
    input: namedCart.extend({ changes: cartChanges }),
    output: cartSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'cart-not-found', 'cart-changed', 'order-type-unknown'],
  }),
  /**
   * Changes a line: quantity (minimum and pack kept, else `invalid`), note, urgent flag (a line that then equals
   * another line of the same product and urgency is merged into it), the vehicle it is for. `not_found` for a line
   * that is not the cart's; `invalid` when a merge would pass MAX_LINE_QUANTITY (nothing changes).
   */
  updateItem: op({
    input: namedCart.extend({ orderItemId: z.number().int().positive(), changes: itemChanges }),
    output: cartSchema,
    idempotent: true,
    reasons: [
      'not-logged-in',
      'cart-not-found',
      'cart-changed',
      'cart-line-not-found',
      'quantity-below-minimum',
      'quantity-not-multiple',
      'line-over-limit',
    ],
  }),
  /** Removes a line; removing one already gone is `not_found`. */
  removeItem: op({
    input: namedCart.extend({ orderItemId: z.number().int().positive() }),
    output: cartSchema,
    idempotent: false,
    reasons: ['not-logged-in', 'cart-not-found', 'cart-changed', 'cart-line-not-found'],
  }),
  /**
   * Quick order: adds lines given by article code, each on its own (a line that cannot be added adds nothing, the
   * others still go in). A code several products share is `ambiguous` (nothing added, the candidates listed); a
   * quantity below the minimum or off the pack is raised to the next valid one (`adjusted`). A line that would pass
   * MAX_LINE_QUANTITY or the cart's lines cap is `invalid` with its `message` (nothing added for it). With
   * `ctx.idempotencyKey` the whole request runs once: a repeat answers the first outcome.
   */
  addLines: op({
    input: cartRef.extend({
      lines: z
        .array(z.object({ code: z.string().trim().min(1).max(40), quantity }))
        .min(1)
        .max(200),
    }),
    output: z.object({ cart: cartCountSchema, lines: z.array(quickOrderLine) }),
    idempotent: false,
    reasons: ['not-logged-in', 'idempotency-key-reused', 'line-over-limit', 'cart-lines-limit'],
  }),
};

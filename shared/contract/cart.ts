import { z } from 'zod';
import { flagSN } from '../ids.ts';

/** POST /cart/add-ajax: the active cart's lines and pieces after the add. */
export const cartCountReply = z.object({
  idCart: z.number().int(),
  /** Distinct lines and total pieces. */
  lines: z.number().int().min(0),
  quantity: z.number().int().min(0),
});
export type CartCountReply = z.output<typeof cartCountReply>;

/** GET /cart/refresh-qta-in-cart-ajax {productId}: how many of a product are in the active cart. */
export const quantityInCartReply = z.object({ productId: z.number().int(), quantity: z.number().int().min(0) });

/** A cart line as the cart views (header dropdown, cart page) show it. */
export const cartItemView = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  brand: z.string(),
  code: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1),
  fgurgente: flagSN,
  note: z.string(),
  vehicle: z.string(),
  /** The product's minimum order quantity and pack: a line's quantity is at least the one, a multiple of the other. */
  minQty: z.number().int().min(1),
  packQty: z.number().int().min(1),
  /** Whether the line travels urgent, after the cart's urgent flag and order type (the line's own flag is `fgurgente`). */
  urgent: z.boolean(),
  /** The customer's price of one piece, after urgency and the order type's discount. */
  unitNetCents: z.number().int().min(0),
  lineNetCents: z.number().int().min(0),
  /** The staff member who added the line while acting for the customer; null when the customer did. */
  addedByStaff: z.string().nullable(),
});
export type CartItemView = z.output<typeof cartItemView>;

/** A cart with its header fields (SPEC §3) and totals in cents: net, 22 % VAT, gross. */
export const cartView = z.object({
  idCart: z.number().int(),
  nomeOrdine: z.string(),
  noteOrdine: z.string(),
  vin: z.string(),
  plate: z.string(),
  modello: z.string(),
  tipo_ordine: z.string(),
  fgurgente: flagSN,
  /** Bumped by every change: an edit that names an older version is refused (another tab changed the cart). */
  version: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  items: z.array(cartItemView),
  netCents: z.number().int().min(0),
  vatCents: z.number().int().min(0),
  grossCents: z.number().int().min(0),
});
export type CartView = z.output<typeof cartView>;

/**
 * An order type of the ERP (SPEC §3 tipo_ordine) and its effect: `urgency` says which lines travel urgent ('lines':
 * each as flagged, or all when the cart is flagged urgent; 'always'; 'never'), `urgentSurcharge` whether urgent
 * lines pay the customer's urgent surcharge, `discountPercent` a discount on the whole order.
 */
export const orderTypeView = z.object({
  code: z.string().min(1),
  label: z.string(),
  description: z.string(),
  urgency: z.enum(['lines', 'always', 'never']),
  urgentSurcharge: z.boolean(),
  discountPercent: z.number().min(0).max(100),
});
export type OrderTypeView = z.output<typeof orderTypeView>;

/** A row of the order selection table (SPEC §2): one of the customer's open carts. */
export const cartSummary = z.object({
  idCart: z.number().int(),
  nomeOrdine: z.string(),
  lines: z.number().int().min(0),
  quantity: z.number().int().min(0),
  netCents: z.number().int().min(0),
  grossCents: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CartSummary = z.output<typeof cartSummary>;

/** What became of one line of a quick order. */
export const quickOrderLineResult = z.object({
  /** The line's number in what was sent, from 1. */
  line: z.number().int().min(1),
  code: z.string(),
  /** The quantity asked for. */
  quantity: z.number().int(),
  /**
   * added: as asked; adjusted: added, the quantity raised to the product's minimum or pack; ambiguous: several
   * products have the code, nothing added; not_found: no product has it; invalid: the line could not be read, or the
   * cart refused it (`message` says why).
   */
  status: z.enum(['added', 'adjusted', 'ambiguous', 'not_found', 'invalid']),
  productId: z.number().int().optional(),
  /** What was added, when something was. */
  addedQuantity: z.number().int().min(1).optional(),
  /** Why an `invalid` line was not added, when the cart refused it (the line limit, the cart's lines cap). */
  message: z.string().optional(),
  /** The products an ambiguous code names (at most 10). */
  candidates: z.array(z.object({ productId: z.number().int(), brand: z.string(), code: z.string(), description: z.string() })).optional(),
});
export type QuickOrderLineResult = z.output<typeof quickOrderLineResult>;

/** POST /cart/quick-order: each line's outcome and the active cart after them. */
export const quickOrderReply = z.object({ cart: cartCountReply, lines: z.array(quickOrderLineResult) });
export type QuickOrderReply = z.output<typeof quickOrderReply>;

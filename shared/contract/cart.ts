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
export type QuantityInCartReply = z.output<typeof quantityInCartReply>;

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
  unitNetCents: z.number().int().min(0),
  lineNetCents: z.number().int().min(0),
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
  items: z.array(cartItemView),
  netCents: z.number().int().min(0),
  vatCents: z.number().int().min(0),
  grossCents: z.number().int().min(0),
});
export type CartView = z.output<typeof cartView>;

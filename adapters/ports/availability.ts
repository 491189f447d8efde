import { z } from 'zod';
import { linePromise, stockAvailability } from '../../shared/contract/offer.ts';
import { storeStock, warehouseMovement } from '../../shared/contract/product.ts';
import { op } from './op.ts';

const quantity = z.number().int().min(1).max(99_999);
const productId = z.number().int().positive();

/**
 * Stock and delivery for the actor, now (the implementation's clock). Never cached: stock moves and promises
 * move with the time of day. A visitor is served from the distributor's main warehouse and gets no promise.
 */
export const availabilityPort = {
  /**
   * Where the asked quantity of each product would come from (SPEC §3 availability reply, as data), in the order
   * asked; unknown ids are left out.
   */
  availability: op({
    input: z.object({ items: z.array(z.object({ productId, quantity })).min(1).max(100) }),
    output: z.array(stockAvailability),
    idempotent: true,
    reasons: ['not-logged-in', 'product-not-found'],
  }),
  /**
   * When the whole quantity of each line would arrive at the customer's default address (or `addressId`, one of
   * theirs), urgent or not, from the warehouse that serves it first; in the order asked, unknown ids left out.
   * For a visitor (SPEC §6 keeps only counters, the popup and the timeout check from visitors) the promise to Italy
   * at large, no address known; `forbidden` for a visitor's `addressId`, `not_found` for an address that is not the
   * customer's.
   */
  deliveryPromises: op({
    input: z.object({
      items: z
        .array(z.object({ productId, quantity, urgent: z.boolean().default(false) }))
        .min(1)
        .max(100),
      addressId: z.number().int().positive().optional(),
    }),
    output: z.array(linePromise),
    idempotent: true,
    reasons: ['not-logged-in', 'product-not-found', 'address-not-found'],
  }),
  /**
   * The product's stock in each of the distributor's warehouses, the asker's serving warehouse first.
   * `not_found` when no such product; `forbidden` for a visitor.
   */
  stores: op({
    input: z.object({ productId }),
    output: z.array(storeStock),
    idempotent: true,
    reasons: ['not-logged-in', 'product-not-found'],
  }),
  /**
   * The customer's own movements of the product (ERP documents: delivery notes, returns, open orders), newest
   * first, at most 100. `not_found` when no such product; `forbidden` for a visitor.
   */
  movements: op({
    input: z.object({ productId }),
    output: z.array(warehouseMovement).max(100),
    idempotent: true,
    reasons: ['not-logged-in', 'product-not-found'],
  }),
};

import { z } from 'zod';
import { fulfilmentOption, paymentTerms } from '../../shared/contract/checkout.ts';
import { op } from './op.ts';

/**
 * Which fulfilment options reach an address: a saved one of the customer's (`addressId`), or a place not saved yet
 * (province or region, and country). The promises are for the lines of the actor's active cart (`cartId` as the
 * session has it; none yet: a single piece of nothing, i.e. no promise).
 */
const destination = z.union([
  z.object({ addressId: z.number().int().positive(), cartId: z.number().int().positive().optional() }),
  z.object({
    stateProvinceRegion: z.string().trim().max(60),
    isoCountryAlpha2: z.string().trim().toUpperCase().length(2),
    cartId: z.number().int().positive().optional(),
  }),
]);

/**
 * What checkout offers the actor's customer, in the ERP. `forbidden` for a visitor. Never cached: the promises move
 * with the clock and the stock.
 */
export const checkoutPort = {
  /**
   * The ways an order can travel to the destination (SPEC §7 get-fulfillment-options[-na]), cheapest first, each with
   * its price and the promise of the whole order (its last piece). The distributor's own delivery area (SPEC §5's
   * TV, VE, VI, PD, RO) gets its vans; other provinces and countries get couriers. `not_found` for an address
   * that is not the customer's; `invalid` for an Italian destination without a province of the list.
   */
  fulfilmentOptions: op({
    input: destination,
    output: z.array(fulfilmentOption),
    idempotent: true,
    reasons: ['not-logged-in', 'address-not-found', 'country-unknown', 'province-unknown'],
  }),
  /** The customer's agreed payment terms with the distributor, or null (then they pay by card or wallet). */
  paymentTerms: op({ input: z.object({}), output: paymentTerms.nullable(), idempotent: true, reasons: ['not-logged-in'] }),
};

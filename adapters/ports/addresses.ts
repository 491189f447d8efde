import { z } from 'zod';
import { addressView, newAddressInput, type AddressView } from '../../shared/contract/checkout.ts';
import { op } from './op.ts';

export const addressSchema = addressView;
export type Address = AddressView;

const addressId = z.number().int().positive();

/**
 * The customer's delivery addresses (SPEC §3 Address), in the ERP. Every operation is the actor's customer's: an
 * address of another customer is `not_found`; a visitor is `forbidden`.
 */
export const addressesPort = {
  /** The addresses kept for next time (fgMemorize Y), the default first, a page at a time; `total` counts them all. */
  list: op({
    input: z.object({ page: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(200).default(50) }),
    output: z.object({ rows: z.array(addressSchema), total: z.number().int().min(0) }),
    idempotent: true,
  }),
  /** One address of the customer's, also one given for a single order (fgMemorize N). */
  get: op({ input: z.object({ addressId }), output: addressSchema, idempotent: true }),
  /**
   * Stores a new address (SPEC §5: IT takes a province of the list, other countries free text; `invalid` with the
   * reason otherwise). With fgMemorize N it serves one order and is not listed. With `ctx.idempotencyKey` a repeat
   * answers the first address and stores nothing. `conflict` when the customer already keeps as many addresses as
   * they may (an address for one order never is: the oldest such address may make room for it).
   */
  add: op({ input: z.object({ address: newAddressInput }), output: addressSchema, idempotent: false }),
  /** Changes an address the customer may edit; `invalid` for one with fgEditable N (the ERP's registry keeps it). */
  update: op({ input: z.object({ addressId, address: newAddressInput }), output: addressSchema, idempotent: true }),
  /**
   * Deletes an address of the customer's; orders placed to it keep it as they show it. `invalid` for one with
   * fgEditable N (the ERP's registry keeps it); deleting one already gone is `not_found`.
   */
  remove: op({ input: z.object({ addressId }), output: z.object({ removed: z.literal(true) }), idempotent: false }),
};

import { z } from 'zod';
import { checkedAddress } from '../../shared/contract/checkout.ts';
import { op } from './op.ts';

/**
 * SPEC §3 Address. `country` is the country's Italian name (from isoCountryAlpha2); `stateProvinceRegion` is the
 * two-letter province in Italy, free text elsewhere. `editable` false: the ERP's registry keeps it (the registered
 * office), the shop does not change it. `saved` false: it was given for one order only and is not listed.
 */
export const addressSchema = z.object({
  id: z.number().int().positive(),
  business: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  stateProvinceRegion: z.string(),
  country: z.string(),
  isoCountryAlpha2: z.string().length(2),
  default: z.boolean(),
  editable: z.boolean(),
  saved: z.boolean(),
});
export type Address = z.output<typeof addressSchema>;

/** A new or changed address; `saved` keeps it among the customer's addresses for next time. */
const newAddress = checkedAddress({ saved: z.boolean().default(false) });
export type NewAddress = z.input<typeof newAddress>;

const addressId = z.number().int().positive();

/**
 * The customer's delivery addresses (SPEC §3 Address), in the ERP. Every operation is the actor's customer's: an
 * address of another customer is `not_found`; a visitor is `forbidden`.
 */
export const addressesPort = {
  /** The addresses saved for next time (`saved`), the default first, a page at a time; `total` counts them all. */
  list: op({
    input: z.object({ page: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(200).default(50) }),
    output: z.object({ rows: z.array(addressSchema), total: z.number().int().min(0) }),
    idempotent: true,
    reasons: ['not-logged-in'],
  }),
  /** One address of the customer's, also one given for a single order (not `saved`). */
  get: op({ input: z.object({ addressId }), output: addressSchema, idempotent: true, reasons: ['not-logged-in', 'address-not-found'] }),
  /**
   * Stores a new address (SPEC §5: IT takes a province of the list, other countries free text; `invalid` with the
   * reason otherwise). Not `saved`, it serves one order and is not listed. With `ctx.idempotencyKey` a repeat
   * answers the first address and stores nothing. `conflict` when the customer already keeps as many addresses as
   * they may (an address for one order never is: the oldest such address may make room for it).
   */
  add: op({
    input: z.object({ address: newAddress }),
    output: addressSchema,
    idempotent: false,
    reasons: ['not-logged-in', 'addresses-limit', 'idempotency-key-reused'],
  }),
  /** Changes an address the customer may edit; `invalid` for one not `editable` (the ERP's registry keeps it). */
  update: op({
    input: z.object({ addressId, address: newAddress }),
    output: addressSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'address-not-found', 'address-not-editable'],
  }),
  /**
   * Deletes an address of the customer's; orders placed to it keep it as they show it. `invalid` for one not
   * `editable` (the ERP's registry keeps it); deleting one already gone is `not_found`.
   */
  remove: op({
    input: z.object({ addressId }),
    output: z.object({ removed: z.literal(true) }),
    idempotent: false,
    reasons: ['not-logged-in', 'address-not-found', 'address-not-removable'],
  }),
};

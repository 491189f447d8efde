import { z } from 'zod';
import { flagYN } from '../ids.ts';
import { ITALIAN_PROVINCE_CODES } from '../italian-provinces.ts';
import { countryNameOf } from '../shipping-countries.ts';
import { deliveryPromise, deliveryView } from './offer.ts';

/** Limits of an address's fields, shared by the port, the BFF's form and the address form's inputs. */
export const ADDRESS_LIMITS = { business: 80, street: 120, postalCode: 10, city: 60, stateProvinceRegion: 60 } as const;

/**
 * SPEC §3 Address. `country` is the country's Italian name (from isoCountryAlpha2); `stateProvinceRegion` is the
 * two-letter province in Italy, free text elsewhere. A saved address with `fgEditable` N comes from the ERP's
 * registry (the registered office) and is not edited from the shop; `fgMemorize` N was given for one order only.
 */
export const addressView = z.object({
  id: z.number().int().positive(),
  business: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  stateProvinceRegion: z.string(),
  country: z.string(),
  isoCountryAlpha2: z.string().length(2),
  default: z.boolean(),
  fgEditable: flagYN,
  fgMemorize: flagYN,
});
export type AddressView = z.output<typeof addressView>;

const line = (max: number, message: string) => z.string().trim().min(1, message).max(max, `Al massimo ${max} caratteri.`);

/** A new address's own fields (SPEC §5), as the checkout form and the addresses port both take them. */
const addressFields = z.object({
  business: line(ADDRESS_LIMITS.business, 'Scrivi la ragione sociale o il nome.'),
  street: line(ADDRESS_LIMITS.street, 'Scrivi via e numero civico.'),
  postalCode: line(ADDRESS_LIMITS.postalCode, 'Scrivi il CAP.'),
  city: line(ADDRESS_LIMITS.city, 'Scrivi la città.'),
  stateProvinceRegion: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.stateProvinceRegion, `Al massimo ${ADDRESS_LIMITS.stateProvinceRegion} caratteri.`),
  isoCountryAlpha2: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => countryNameOf(code) !== undefined, 'Scegli un paese.'),
});
type AddressFields = z.output<typeof addressFields>;

/**
 * A new address's fields plus `extra` (how it is kept), checked as SPEC §5 says: IT takes a province of the list
 * (kept in upper case) and a five-digit CAP, any other country free text.
 */
export function checkedAddress<S extends z.ZodRawShape>(extra: S) {
  return addressFields
    .extend(extra)
    .superRefine((value, context) => {
      const address = value as AddressFields;
      if (address.isoCountryAlpha2 === 'IT') {
        const province = address.stateProvinceRegion.toUpperCase();
        if (!ITALIAN_PROVINCE_CODES.has(province)) {
          context.addIssue({ code: 'custom', path: ['stateProvinceRegion'], message: 'Scegli una provincia italiana dall’elenco.' });
        }
        if (!/^\d{5}$/.test(address.postalCode)) {
          context.addIssue({ code: 'custom', path: ['postalCode'], message: 'Il CAP italiano ha 5 cifre.' });
        }
      }
    })
    .transform((address) => {
      const { isoCountryAlpha2, stateProvinceRegion } = address as AddressFields;
      return isoCountryAlpha2 === 'IT' ? { ...address, stateProvinceRegion: stateProvinceRegion.toUpperCase() } : address;
    });
}

/** A new address as the checkout form sends it (SPEC §5); `fgMemorize` Y keeps it among the customer's addresses for next time. */
export const newAddressInput = checkedAddress({ fgMemorize: flagYN.default('N') });
export type NewAddressInput = z.input<typeof newAddressInput>;

/**
 * SPEC §3 Fulfilment option: how an order travels to an address, what it costs and when it arrives (the promise of
 * the whole order: its last piece). `van`: the distributor's own vans (its own delivery area); `courier`,
 * `express`: couriers elsewhere; `pickup`: collected at the serving warehouse's counter.
 */
export const fulfilmentOption = z.object({
  id: z.string().min(1).max(40),
  kind: z.enum(['van', 'courier', 'express', 'pickup']),
  label: z.string(),
  description: z.string(),
  priceCents: z.number().int().min(0),
  delivery: deliveryPromise.nullable(),
});
export type FulfilmentOption = z.output<typeof fulfilmentOption>;
/** An option as the shop shows it: the promise with its text in the request's language, said at the time of asking. */
export const fulfilmentOptionView = fulfilmentOption.extend({ delivery: deliveryView.nullable() });
export type FulfilmentOptionView = z.output<typeof fulfilmentOptionView>;

/**
 * How an order is paid: `card` and `wallet` through the payment provider (a redirect to its page), `terms` on the
 * customer's agreed terms with the distributor (e.g. bank transfer at 60 days), no redirect.
 */
export const paymentMethods = ['card', 'wallet', 'terms'] as const;
export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.output<typeof paymentMethod>;

/** The customer's agreed payment terms with the distributor (from the ERP), or null when they have none. */
export const paymentTerms = z.object({ code: z.string(), label: z.string() });
export type PaymentTerms = z.output<typeof paymentTerms>;

/**
 * An order's payment: `awaiting` until the provider confirms (card, wallet) — also after a decline or an abandoned
 * payment page, when it can be paid again —, `paid`, or `on_terms` (nothing to pay now).
 */
export const paymentState = z.enum(['awaiting', 'paid', 'on_terms']);

/**
 * One payment the shop opened at the payment provider for an order, as the ERP keeps it: `pending` while the customer
 * may still act on the provider's page; `approved`, the order's payment (one at most); `declined`, `abandoned` or
 * `voided` (closed by the shop when it opened a newer one or the order got paid), which took no money; `duplicate`,
 * approved although the order was already paid or the payment voided, its money to be given back; `refunded`, a
 * duplicate given back.
 */
export const orderPaymentState = z.enum(['pending', 'approved', 'declined', 'abandoned', 'voided', 'duplicate', 'refunded']);
export type OrderPaymentState = z.output<typeof orderPaymentState>;
export const orderPayment = z.object({
  providerRef: z.string().min(1).max(100),
  state: orderPaymentState,
  amountCents: z.number().int().min(1),
});
export type OrderPayment = z.output<typeof orderPayment>;

/** A placed order's line: what was ordered, at the price of the moment. */
export const orderLineView = z.object({
  productId: z.number().int(),
  brand: z.string(),
  code: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1),
  urgent: z.boolean(),
  note: z.string(),
  vehicle: z.string(),
  unitNetCents: z.number().int().min(0),
  lineNetCents: z.number().int().min(0),
});

/**
 * A placed order, as the customer sees it: its number, the cart's header fields, the lines, the address and option
 * as they were when ordered, totals (goods, delivery, 22 % VAT on both), the payment (its one state, and every
 * payment opened at the provider) and the promised delivery.
 * `placedBy` names the staff member who placed it for the customer (switch user), else null.
 */
export const orderView = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  placedAt: z.iso.datetime({ offset: true }),
  status: z.enum(['awaiting_payment', 'confirmed']),
  nomeOrdine: z.string(),
  noteOrdine: z.string(),
  vin: z.string(),
  plate: z.string(),
  modello: z.string(),
  tipo_ordine: z.string(),
  lines: z.array(orderLineView),
  address: addressView.omit({ id: true, default: true, fgEditable: true, fgMemorize: true }),
  fulfilment: fulfilmentOption.pick({ id: true, kind: true, label: true, priceCents: true }),
  promisedDelivery: deliveryPromise.nullable(),
  paymentMethod,
  paymentState,
  /** Every payment opened at the provider for the order, oldest first (empty on terms). */
  payments: z.array(orderPayment),
  netCents: z.number().int().min(0),
  shippingCents: z.number().int().min(0),
  vatCents: z.number().int().min(0),
  grossCents: z.number().int().min(0),
  placedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  placedFor: z.object({ userId: z.number().int(), name: z.string() }),
});
export type OrderView = z.output<typeof orderView>;
/** An order as the shop shows it: the promise with its text in the request's language, said when the page is asked for. */
export const shownOrder = orderView.extend({ promisedDelivery: deliveryView.nullable() });
export type ShownOrder = z.output<typeof shownOrder>;

/** A row of the customer's orders list. */
export const orderSummary = orderView
  .pick({
    id: true,
    number: true,
    placedAt: true,
    status: true,
    nomeOrdine: true,
    paymentMethod: true,
    paymentState: true,
    grossCents: true,
    promisedDelivery: true,
  })
  .extend({ lines: z.number().int().min(0) });
export type OrderSummary = z.output<typeof orderSummary>;
/** A row of the orders list as the shop shows it (the promise with its text in the request's language). */
export const shownOrderSummary = orderSummary.extend({ promisedDelivery: deliveryView.nullable() });

import { z } from 'zod';
import { PortError, type PortErrorCode } from './port-error.ts';

const none = z.object({});
const limit = z.object({ limit: z.number().int().min(0) });
const quantityRule = z.object({ minimum: z.number().int().min(1), multiple: z.number().int().min(1) });
const lineOverLimit = z.object({ code: z.string(), quantity: z.number().int(), limit: z.number().int() });
const importLines = z.object({ count: z.number().int().min(1), lines: z.string() });
const megabytes = z.object({ megabytes: z.number().min(0) });

function reason(code: PortErrorCode): { code: PortErrorCode; data: typeof none };
function reason<D extends z.ZodObject>(code: PortErrorCode, data: D): { code: PortErrorCode; data: D };
function reason(code: PortErrorCode, data: z.ZodObject = none) {
  return { code, data };
}

/**
 * Every reason a port operation may fail for: its code and the shape of its data. An operation declares the ones
 * it raises (`reasons` in its port table); the protocol carries them as `{code, reason, data, detail?}`; the BFF
 * words each one (bff/i18n/reason-texts.ts). An ERP answering a reason the operation does not declare, or data of
 * another shape, is shown the generic text of its code (reason `unknown`).
 */
export const reasons = {
  // Any operation may answer these.
  /** The input does not match the operation's schema; `fields` are the paths that failed. */
  'invalid-input': reason('invalid', z.object({ fields: z.array(z.string()) })),
  'not-logged-in': reason('forbidden'),
  'upstream-unreachable': reason('unavailable'),
  'upstream-timeout': reason('timeout'),
  /** The upstream answers but cannot serve now (overloaded, in maintenance). */
  'upstream-busy': reason('unavailable'),
  'upstream-bad-reply': reason('unavailable'),
  'circuit-open': reason('unavailable'),
  /** The upstream refuses the shop itself: its UPSTREAM_TOKEN is missing or wrong (a 401 or 403 outside the protocol too). */
  'upstream-unauthorized': reason('unavailable'),
  /** The upstream has no such operation: it speaks an older protocol than the shop's. */
  'no-such-operation': reason('not_found'),
  cancelled: reason('unavailable'),
  /** A repeated Idempotency-Key with other data. */
  'idempotency-key-reused': reason('conflict'),

  // Accounts
  'wrong-credentials': reason('invalid'),
  'not-allowed': reason('forbidden'),
  'user-not-found': reason('not_found'),
  /** A password-recovery or invitation link that is unknown, expired or already used. */
  'recovery-link-invalid': reason('invalid'),
  'customer-not-found': reason('not_found'),
  /** Another user already has this e-mail address. */
  'email-taken': reason('conflict'),
  /** The ERP holds no web-service availability setting for the customer (SPEC §8 "costante non presente"). */
  'web-service-setting-missing': reason('not_found'),

  // Catalogue, prices, availability
  'product-not-found': reason('not_found'),

  // Carts
  'cart-not-found': reason('not_found'),
  'cart-changed': reason('conflict'),
  'cart-line-not-found': reason('not_found'),
  'cart-not-empty': reason('invalid'),
  'order-type-unknown': reason('invalid'),
  'quantity-below-minimum': reason('invalid', quantityRule),
  'quantity-not-multiple': reason('invalid', quantityRule),
  /** The line of `code` would hold `quantity` pieces, over `limit`. */
  'line-over-limit': reason('invalid', lineOverLimit),
  'open-carts-limit': reason('conflict', limit),
  'cart-lines-limit': reason('conflict', limit),

  // Addresses, checkout
  'address-not-found': reason('not_found'),
  'address-not-editable': reason('invalid'),
  'address-not-removable': reason('invalid'),
  'addresses-limit': reason('conflict', limit),
  'country-unknown': reason('invalid'),
  'province-unknown': reason('invalid'),

  // Orders
  'idempotency-key-missing': reason('invalid'),
  'cart-ordered': reason('conflict'),
  /** The cart changed after the customer reviewed it: they must look again before it is ordered. */
  'cart-changed-since-review': reason('conflict'),
  'cart-empty': reason('invalid'),
  /** A cart already past the line limit (older data): the line of `code` must be fixed before ordering. */
  'line-to-fix': reason('invalid', z.object({ code: z.string(), limit: z.number().int() })),
  'fulfilment-unavailable': reason('invalid'),
  'no-payment-terms': reason('invalid'),
  'paid-on-terms': reason('invalid'),
  'order-not-found': reason('not_found'),
  'payment-of-other-order': reason('conflict'),
  'payment-not-of-order': reason('not_found'),
  'payment-not-duplicate': reason('conflict'),

  // Payments
  'payment-not-found': reason('not_found'),
  'nothing-to-refund': reason('conflict'),

  // Attachments
  'attachment-not-found': reason('not_found'),
  'file-empty': reason('invalid'),
  'file-too-large': reason('invalid', megabytes),
  'file-type-not-accepted': reason('invalid'),
  'attachments-per-cart-limit': reason('invalid', limit),
  'attachment-bytes-limit': reason('conflict', megabytes),
  'cart-already-sent': reason('conflict'),

  // Order import
  'import-not-found': reason('not_found'),
  'import-row-not-found': reason('not_found'),
  'import-already-sent': reason('conflict'),
  'open-imports-limit': reason('conflict', limit),
  /** Every row was taken out: nothing to send. */
  'import-empty': reason('invalid'),
  /** Rows the submit stops at: how many, and the first of their line numbers in the sheet ("3, 7, 12"). */
  'import-rows-to-choose': reason('invalid', importLines),
  'import-rows-without-product': reason('invalid', importLines),
  'import-quantities-to-fix': reason('invalid', importLines),
  // Communications
  /** No communication of that id is addressed to the customer (another customer's, unknown, or not yet valid). */
  'communication-not-found': reason('not_found'),
  'communication-already-acknowledged': reason('conflict'),
  /** Staff acting for a customer see the customer's communications but do not acknowledge them for the customer. */
  'communication-not-for-staff': reason('forbidden'),
  /** A mandatory communication is accepted, never just closed. */
  'communication-must-be-accepted': reason('invalid'),
  // Mail
  'mail-not-found': reason('not_found'),
  /** Only a failed message is resent: this one was sent, or is kept in the outbox. */
  'mail-not-failed': reason('conflict'),

  // Requests
  /** No brand (manufacturer) has this code or id. */
  'brand-not-found': reason('not_found'),
  'request-not-found': reason('not_found'),
} as const;

export type Reason = keyof typeof reasons;
export type ReasonData<R extends Reason> = z.input<(typeof reasons)[R]['data']>;

/** Reasons every operation may answer without declaring them. */
export const universalReasons = [
  'invalid-input',
  'upstream-unreachable',
  'upstream-timeout',
  'upstream-busy',
  'upstream-bad-reply',
  'circuit-open',
  'upstream-unauthorized',
  'no-such-operation',
  'cancelled',
] as const satisfies readonly Reason[];

type DataArg<R extends Reason> = Record<never, never> extends ReasonData<R> ? [data?: ReasonData<R>] : [data: ReasonData<R>];

/** The PortError of a reason, its code taken from the catalogue: `throw fail('cart-lines-limit', { limit: 2000 })`. */
export function fail<R extends Reason>(reason: R, ...[data]: DataArg<R>): PortError {
  return new PortError(reasons[reason].code, reason, data ?? {});
}

/** The same, with a detail for logs (an upstream's own words, a technical cause). */
export function failWithDetail<R extends Reason>(reason: R, detail: string, ...[data]: DataArg<R>): PortError {
  return new PortError(reasons[reason].code, reason, data ?? {}, detail);
}

export function isReason(name: string): name is Reason {
  return Object.hasOwn(reasons, name);
}

import { z } from 'zod';
import { requestKinds, requestRowView, requestStates } from '../../shared/contract/requests.ts';
import { op } from './op.ts';

export const requestKindSchema = z.enum(requestKinds);
export type RequestKind = z.infer<typeof requestKindSchema>;
export const requestStateSchema = z.enum(requestStates);

/** A brand's price-list code (SPEC §3 price-variation reply: cdMarca). */
const brandCode = z.string().trim().min(1).max(20);

/** A request as staff and the customer see it: the lists' own shape (shared/contract/requests.ts). */
export const requestRowSchema = requestRowView;
export type RequestRow = z.infer<typeof requestRowSchema>;

/** One line of a customer's net price list of a brand; money in integer cents. */
export const netPriceRowSchema = z.object({
  code: z.string(),
  description: z.string(),
  listCents: z.number().int().min(0),
  /** The customer's own net price (their conditions applied). */
  netCents: z.number().int().min(0),
  pack: z.number().int().min(1),
  /** The EAN barcode where the ERP knows it. */
  ean: z.string().nullable(),
});
export type NetPriceRow = z.infer<typeof netPriceRowSchema>;

const page = z.object({ page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) });
const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int().min(0) });

/**
 * Price-list and information requests (SPEC §7 Requests): which brands changed price since the customer's last list,
 * the net list delivered, and the questions customers ask. Every operation acts for `ctx.actor`'s customer; a
 * visitor is `not-logged-in`. The BFF mails what the port answers and records the mail with `recordMail`.
 */
export const requestsPort = {
  /**
   * The brands the customer buys, each with how many of its products changed price since the customer's last net
   * list of that brand (all the brand's changes when none was delivered yet), brands with changes first.
   */
  changedPrices: op({
    input: z.object({}),
    output: z.array(z.object({ brandCode: z.string(), brandName: z.string(), changedPrices: z.number().int().min(0) })),
    idempotent: true,
    reasons: ['not-logged-in'],
  }),
  /**
   * Stores a net price-list request of a brand (handled: the list is delivered) and answers the customer's net
   * price list of that brand; from now on the brand counts no changed price for the customer.
   */
  requestNetPriceList: op({
    input: z.object({ brandCode }),
    output: z.object({ request: requestRowSchema, rows: z.array(netPriceRowSchema) }),
    idempotent: false,
    reasons: ['not-logged-in', 'brand-not-found'],
  }),
  /** The manufacturers whose price list a customer may ask for (the form's cards), by name. */
  manufacturers: op({
    input: z.object({}),
    output: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), logoUrl: z.string().nullable() })),
    idempotent: true,
    reasons: ['not-logged-in'],
    cache: '5m',
    cacheBy: 'global',
  }),
  /** Stores a request of a manufacturer's price list (open until staff handle it). */
  requestPriceList: op({
    input: z.object({ manufacturerId: z.number().int().positive() }),
    output: requestRowSchema,
    idempotent: false,
    reasons: ['not-logged-in', 'brand-not-found'],
  }),
  /** Stores a question about a product (open until staff handle it). */
  requestInformation: op({
    input: z.object({
      productId: z.number().int().positive(),
      name: z.string().trim().min(1).max(100),
      email: z.email().max(254),
      phone: z.string().trim().max(30),
      message: z.string().trim().min(1).max(5000),
    }),
    output: requestRowSchema,
    idempotent: false,
    reasons: ['not-logged-in', 'product-not-found'],
  }),
  /** Records the mail the shop sent for a request (its outbox id). */
  recordMail: op({
    input: z.object({ id: z.number().int().positive(), mailId: z.number().int().positive() }),
    output: requestRowSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'request-not-found'],
  }),
  /** The customer's own requests, newest first, paged. */
  myRequests: op({ input: page, output: pageOf(requestRowSchema), idempotent: true, reasons: ['not-logged-in'] }),
  /** Every customer's requests, newest first, paged, optionally only open ones; staff only. */
  allRequests: op({
    input: page.extend({ state: requestStateSchema.optional() }),
    output: pageOf(requestRowSchema),
    idempotent: true,
    reasons: ['not-logged-in', 'not-allowed'],
  }),
  /** Marks a request handled (already handled: left as it is); staff only. */
  markHandled: op({
    input: z.object({ id: z.number().int().positive() }),
    output: requestRowSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'not-allowed', 'request-not-found'],
  }),
};

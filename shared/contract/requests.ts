import { z } from 'zod';

/** What a customer asked: a brand's net price list, a manufacturer's price list, or information about a product. */
export const requestKinds = ['net-price-list', 'price-list', 'information'] as const;

/**
 * Where a request is: `open` (staff have to answer it) or `handled` (answered; a net price list is handled when it
 * is delivered, at once).
 */
export const requestStates = ['open', 'handled'] as const;

/** A price-list or information request as the staff's and the customer's lists show it (the requests port's row). */
export const requestRowView = z.object({
  id: z.number().int().positive(),
  kind: z.enum(requestKinds),
  state: z.enum(requestStates),
  /** ISO instants. */
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  customerCode: z.string(),
  companyName: z.string(),
  username: z.string(),
  /** The brand of a price-list request. */
  brandCode: z.string().nullable(),
  brandName: z.string().nullable(),
  /** The product of an information request. */
  productId: z.number().int().nullable(),
  productCode: z.string().nullable(),
  productDescription: z.string().nullable(),
  /** What the customer wrote on an information request. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  /** The mail the shop sent for it (the outbox's id), once recorded. */
  mailId: z.number().int().nullable(),
});
export type RequestRowView = z.infer<typeof requestRowView>;

import { z } from 'zod';

/** A price-list or information request as the staff's and the customer's lists show it (adapters/ports/requests.ts). */
export const requestRowView = z.object({
  id: z.number().int(),
  kind: z.enum(['net-price-list', 'price-list', 'information']),
  state: z.enum(['open', 'handled']),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  customerCode: z.string(),
  companyName: z.string(),
  username: z.string(),
  brandCode: z.string().nullable(),
  brandName: z.string().nullable(),
  productId: z.number().int().nullable(),
  productCode: z.string().nullable(),
  productDescription: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  mailId: z.number().int().nullable(),
});
export type RequestRowView = z.infer<typeof requestRowView>;

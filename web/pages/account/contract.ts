import { z } from 'zod';

/** The account's own data: who the user is, for which customer, and where the shop's mail goes. */
export const pageReply = z.object({
  username: z.string(),
  companyName: z.string(),
  customerCode: z.string(),
  email: z.string().nullable(),
  orderEmail: z.string().nullable(),
});

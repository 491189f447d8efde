import { z } from 'zod';

/** The impersonation audit page: a page of entries, newest first, and the filters that chose them. */
export const pageReply = z.object({
  rows: z.array(
    z.object({
      at: z.string(),
      staffUsername: z.string(),
      username: z.string(),
      companyName: z.string(),
      customerCode: z.string(),
      /** `switch`, `back`, or the cart call made (`POST /cart/add-ajax`): the screen words it. */
      action: z.string(),
      clientAddress: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  staff: z.string(),
  customer: z.string(),
});
export type ImpersonationAuditReply = z.infer<typeof pageReply>;

import { z } from 'zod';
import { listedPageReply } from '../../../shared/contract/listed-page.ts';

/** The impersonation audit page: a page of entries, newest first, and the filters that chose them. */
export const pageReply = listedPageReply(
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
).extend({ staff: z.string(), customer: z.string() });
export type ImpersonationAuditReply = z.infer<typeof pageReply>;

import { z } from 'zod';
import { listedPageReply } from '../../../shared/contract/listed-page.ts';

const acknowledgement = z.object({ username: z.string(), companyName: z.string(), action: z.enum(['accepted', 'closed']), at: z.string() });

/** The staff's communications page: a page of them, each with its addressees and acknowledgements. */
export const pageReply = listedPageReply(
  z.object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    mandatory: z.boolean(),
    validFrom: z.string(),
    validTo: z.string(),
    allCustomers: z.boolean(),
    customerCodes: z.array(z.string()),
    createdBy: z.string(),
    acknowledgements: z.array(acknowledgement),
  }),
);
export type CommunicationsReply = z.infer<typeof pageReply>;

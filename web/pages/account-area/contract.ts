import { z } from 'zod';
import { addressView } from '../../../shared/contract/checkout.ts';

/** The account area: who the user is, the delivery addresses and the web-service flag (null: the ERP has none). */
export const pageReply = z.object({
  username: z.string(),
  companyName: z.string(),
  customerCode: z.string(),
  email: z.string().nullable(),
  addresses: z.array(addressView),
  addressesTotal: z.number().int().min(0),
  webServiceEnabled: z.boolean().nullable(),
});
export type AccountAreaReply = z.infer<typeof pageReply>;

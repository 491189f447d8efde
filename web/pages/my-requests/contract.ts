import { z } from 'zod';
import { requestRowView } from '../../../shared/contract/requests.ts';

/** A page of the customer's own requests, newest first. */
export const pageReply = z.object({
  rows: z.array(requestRowView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

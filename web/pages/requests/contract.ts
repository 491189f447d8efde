import { z } from 'zod';
import { requestRowView } from '../../../shared/contract/requests.ts';

/** A page of the customers' requests, newest first, optionally only the open ones. */
export const pageReply = z.object({
  rows: z.array(requestRowView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  state: z.enum(['open', 'handled']).nullable(),
});

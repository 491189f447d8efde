import { z } from 'zod';
import { listedPageReply } from '../../../shared/contract/listed-page.ts';
import { requestRowView } from '../../../shared/contract/requests.ts';

/** A page of the customers' requests, newest first, optionally only the open ones. */
export const pageReply = listedPageReply(requestRowView).extend({ state: z.enum(['open', 'handled']).nullable() });

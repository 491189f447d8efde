import { z } from 'zod';
import { listedPageReply } from '../../../shared/contract/listed-page.ts';

const row = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

/** A page of the outbox, newest first, its filters, and the message previewed (its plain-text part). */
export const pageReply = listedPageReply(row).extend({
  template: z.string().nullable(),
  state: z.string().nullable(),
  preview: row
    .extend({
      text: z.string(),
      attachments: z.array(z.object({ index: z.number().int(), filename: z.string(), bytes: z.number().int() })),
    })
    .nullable(),
});

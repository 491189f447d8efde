import { z } from 'zod';
import { listedPageReply } from '../../../shared/contract/listed-page.ts';

const row = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  companyName: z.string(),
  vatNumber: z.string(),
  sdiOrPec: z.string(),
  address: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** A page of registration requests, newest first. */
export const pageReply = listedPageReply(row);

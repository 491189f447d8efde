import { z } from 'zod';

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
export const pageReply = z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

import { z } from 'zod';

/** `/richiesta-listino`: the manufacturers whose price list may be asked for (the form's cards). */
export const pageReply = z.object({
  manufacturers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), logoUrl: z.string().nullable() })),
});

import { z } from 'zod';

/** `/richiesta-listino-netto`: the brands the customer buys, each with its prices changed since their last list. */
export const pageReply = z.object({
  brands: z.array(z.object({ code: z.string(), name: z.string(), changedPrices: z.number().int() })),
});

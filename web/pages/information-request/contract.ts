import { z } from 'zod';

/** `/richiesta-informazioni?productcode=`: the product asked about and the form prefilled from the account. */
export const pageReply = z.object({
  product: z.object({ id: z.number().int(), code: z.string(), description: z.string(), brand: z.string() }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

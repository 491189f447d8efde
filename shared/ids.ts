import { z } from 'zod';

/** Every id in the shop is a positive integer; in URLs and forms it arrives as text. */
export const idSchema = z.coerce.number().int().positive();
export type Id = z.infer<typeof idSchema>;

/** Switch flags of the spec: S/N for urgent and web services. */
export const flagSN = z.enum(['S', 'N']);
export type FlagSN = z.infer<typeof flagSN>;

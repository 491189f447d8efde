import { z } from 'zod';

const MB = 1024 * 1024;

/**
 * What one customer may keep in the reference ERP, so no customer (or script) can grow its data without bound:
 * open carts, saved addresses, lines in one cart, bytes of files attached to its open carts. Reaching a cap is
 * `conflict` with a reason whose data names the cap (the shop words what to free).
 */
export const customerCapsSchema = z.object({
  openCarts: z.number().int().min(1).max(10_000).default(50),
  addresses: z.number().int().min(1).max(100_000).default(200),
  cartLines: z.number().int().min(1).max(100_000).default(2000),
  attachmentBytes: z
    .number()
    .int()
    .min(1)
    .max(100 * 1024 * MB)
    .default(200 * MB),
});
export type CustomerCaps = z.output<typeof customerCapsSchema>;
export const defaultCustomerCaps: CustomerCaps = customerCapsSchema.parse({});

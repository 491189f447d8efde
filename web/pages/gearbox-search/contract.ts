import { z } from 'zod';
import { productImage } from '../../../shared/contract/product.ts';

/** One gearbox of the gearbox search page's gallery: its maker, code, kind and picture. */
export const gearboxView = z.object({
  maker: z.string(),
  code: z.string(),
  kind: z.string(),
  gears: z.number().int().positive(),
  image: productImage,
});
export type GearboxView = z.output<typeof gearboxView>;

/** The gearbox search page's data: every gearbox (the screen filters them by maker) and the makers, sorted. */
export const pageReply = z.object({ makers: z.array(z.string()), gearboxes: z.array(gearboxView) });
export type GearboxSearchPageReply = z.output<typeof pageReply>;

import { z } from 'zod';
import { promoView } from '../../../shared/contract/catalogue.ts';

/** `/`: the promotions of the carousel. */
export const pageReply = z.object({ promotions: z.array(promoView) });

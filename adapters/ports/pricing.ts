import { z } from 'zod';
import { priceQuote } from '../../shared/contract/offer.ts';
import { op } from './op.ts';

const productIds = z.array(z.number().int().positive()).min(1).max(100);

export const pricingPort = {
  /**
   * The actor's prices for a page of products, in the order asked; unknown ids are left out. Prices depend on
   * the customer (their conditions per brand, their urgent surcharge), so the reply is cached per actor.
   * `forbidden` for a visitor: prices are a trade customer's business.
   */
  prices: op({
    input: z.object({ productIds }),
    output: z.array(priceQuote),
    idempotent: true,
    reasons: ['not-logged-in'],
    cache: '1m',
    cacheBy: 'actor',
  }),
};

import type { z } from 'zod';
import type { PriceProductReply, PriceQuote } from '../../shared/contract/offer.ts';
import type { flagSN } from '../../shared/ids.ts';
import { formatEuro } from '../../shared/money.ts';

/** SPEC's urgent flag (fgurgente) as the pricing and availability ports take it: a boolean. */
export function urgentOf(fgurgente: z.output<typeof flagSN>): boolean {
  return fgurgente === 'S';
}

/** GET /get-price-product's reply from the pricing port's quote: the price a line would have, urgent or not. */
export function priceProductView(quote: PriceQuote, urgent: boolean): PriceProductReply {
  const netCents = urgent ? quote.urgentNetCents : quote.netCents;
  return { productId: quote.productId, fgurgente: urgent ? 'S' : 'N', listCents: quote.listCents, netCents, price: formatEuro(netCents) };
}

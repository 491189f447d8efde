import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Products one pricing call takes. */
const PRICES_PER_CALL = 100;
/** Rows one read of the import asks for while totalling. */
const ROWS_PER_READ = 200;

/**
 * The order's net total (SPEC §2 confirm page: the total at the top): every row with a product and a quantity, at
 * the customer's net price, over the whole import (not one page). Prices a page of 100 products a call, one call at
 * a time with a turn of the event loop between (an in-process adapter answers synchronously: fifty calls started at
 * once would hold the loop for all of them).
 */
export async function importNetCents(app: FastifyInstance, request: FastifyRequest, importId: number): Promise<number> {
  const ctx = request.portCtx();
  const quantities = new Map<number, number>();
  for (let page = 1; ; page++) {
    const { rows, total } = await app.ports.orderImport.rows({ importId, page, pageSize: ROWS_PER_READ }, ctx);
    for (const row of rows) {
      if (row.product && row.quantity) quantities.set(row.product.productId, (quantities.get(row.product.productId) ?? 0) + row.quantity);
    }
    if (page * ROWS_PER_READ >= total) break;
    await yieldToLoop();
  }
  const ids = [...quantities.keys()];
  let netCents = 0;
  for (let start = 0; start < ids.length; start += PRICES_PER_CALL) {
    if (start > 0) await yieldToLoop();
    const prices = await app.ports.pricing.prices({ productIds: ids.slice(start, start + PRICES_PER_CALL) }, ctx);
    for (const price of prices) netCents += price.netCents * (quantities.get(price.productId) ?? 0);
  }
  return netCents;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ConfiguratorResults, TyreResults } from '../../adapters/ports/configurators.ts';
import type { Ctx } from '../../adapters/ports/op.ts';
import { optionValue, tyreDetails, type ConfiguratorRefine, type TyreDetails } from '../../shared/contract/configurators.ts';
import { tyreView } from './configurator-wire.ts';

/** The port's results calls take at most this many rows a page; the refine reads this many pages at most. */
const PORT_PAGE = 100;
const MOST_PAGES = 5;

/**
 * What narrows or orders a configurator's results besides its own fields (issue 24): a brand, a tyre season, the
 * price. Read leniently, like a results page's query: a value that is not valid counts as absent.
 */
const refineQuery = z.object({
  marca: optionValue.optional().catch(undefined),
  stagione: tyreDetails.shape.season.optional().catch(undefined),
  ordine: z.enum(['prezzo']).optional().catch(undefined),
});

export function readRefine(raw: unknown): ConfiguratorRefine {
  const parsed = refineQuery.safeParse(raw && typeof raw === 'object' ? raw : {});
  return parsed.success ? Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) : {};
}

type Results = ConfiguratorResults | TyreResults;
type Row = Results['rows'][number];

const seasonOf = (row: Row) => ('tyre' in row ? tyreView(row.tyre).season : undefined);

/** The customer's net price of each product, a page of ids at a time; none for a visitor (never sorted by price). */
async function netPrices(app: FastifyInstance, request: FastifyRequest, ids: number[]): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  if (request.session.actor === null) return prices;
  const ctx = request.portCtx();
  for (let start = 0; start < ids.length; start += PORT_PAGE) {
    try {
      for (const quote of await app.ports.pricing.prices({ productIds: ids.slice(start, start + PORT_PAGE) }, ctx)) {
        prices.set(quote.productId, quote.netCents);
      }
    } catch (error) {
      // A page without prices sorts last: the rows themselves say N/D or leave the product out, as usual.
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'configurator sort: prices not loaded');
    }
  }
  return prices;
}

/**
 * A configurator's results narrowed by brand (and season for tyres) and ordered by the customer's price: the port's
 * rows for the search, read whole (up to 500, its best matches first), the brands and seasons they have for the
 * filters, then the asked page of what is left. Without a refine the port's order stays (best match first).
 */
export async function refinedResults(
  app: FastifyInstance,
  request: FastifyRequest,
  results: (input: unknown, ctx: Ctx) => Promise<Results>,
  input: { page: number; pageSize: number },
  refine: ConfiguratorRefine,
): Promise<{ results: Results; brands: string[]; seasons: TyreDetails['season'][] }> {
  const ctx = request.portCtx();
  const rows: Row[] = [];
  for (let page = 1; page <= MOST_PAGES; page++) {
    const found = await results({ ...input, page, pageSize: PORT_PAGE }, ctx);
    rows.push(...found.rows);
    if (rows.length >= found.total || found.rows.length < PORT_PAGE) break;
  }
  const brands = [...new Set(rows.map((row) => row.brand))].sort((a, b) => a.localeCompare(b, 'it'));
  const seasons = [...new Set(rows.flatMap((row) => seasonOf(row) ?? []))].sort();
  let kept = rows.filter((row) => (!refine.marca || row.brand === refine.marca) && (!refine.stagione || seasonOf(row) === refine.stagione));
  if (refine.ordine === 'prezzo') {
    const prices = await netPrices(
      app,
      request,
      kept.map((row) => row.id),
    );
    const price = (row: Row) => prices.get(row.id) ?? Number.POSITIVE_INFINITY;
    kept = kept.toSorted((a, b) => price(a) - price(b));
  }
  const start = (input.page - 1) * input.pageSize;
  return { results: { rows: kept.slice(start, start + input.pageSize), total: kept.length } as Results, brands, seasons };
}

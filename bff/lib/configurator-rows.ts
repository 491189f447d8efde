import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConfiguratorDefinition } from '../../shared/configurators.ts';
import type { ConfiguratorRefine, ConfiguratorResults, ConfiguratorRowsReply } from '../../shared/contract/configurators.ts';
import { SPEED_CODES, type OilResults, type TyreResults } from '../../adapters/ports/configurators.ts';
import type { PriceQuote } from '../../shared/contract/offer.ts';
import type { Ctx } from '../../adapters/ports/op.ts';
import type { ResultsInput } from './configurator-query.ts';
import { resultRows } from './result-rows.ts';
import { tyreView } from './configurator-wire.ts';
import { refinedResults } from './configurator-refine.ts';
import { rowThumbnails } from './row-thumbnails.ts';

/**
 * The customer's prices for a page of tyres, surviving a failing price (SPEC §8 "Tyre price failure: N/D shown"):
 * one call for the page as usual; if it fails, one call per product, so a product whose price cannot be had
 * only loses its own price and the other rows keep theirs. The pricing port caches per actor, so the calls that
 * worked are not repeated by the next page view.
 */
async function pricesSurvivingFailures(app: FastifyInstance, request: FastifyRequest, productIds: number[]): Promise<PriceQuote[]> {
  const ctx = request.portCtx();
  try {
    return await app.ports.pricing.prices({ productIds }, ctx);
  } catch (error) {
    request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'tyre prices: asking each product');
  }
  const each = await Promise.allSettled(productIds.map((id) => app.ports.pricing.prices({ productIds: [id] }, ctx)));
  const failed = each.filter((result) => result.status === 'rejected').length;
  if (failed > 0) request.log.warn({ failed, of: productIds.length }, 'tyre prices not available');
  return each.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}

/** What a tyre search asked as minimums (the port's words). */
export interface TyreAsked {
  loadIndex?: number | undefined;
  speedIndex?: string | undefined;
}

const speedRank = (code: string) => SPEED_CODES.indexOf(code as (typeof SPEED_CODES)[number]);

/** Whether a tyre is rated above the asked load index and speed code (a higher rating fits too, but costs more). */
function tyreAbove(tyre: TyreResults['rows'][number]['tyre'], asked: TyreAsked) {
  return {
    load: asked.loadIndex !== undefined && tyre.loadIndex > asked.loadIndex,
    speed: asked.speedIndex !== undefined && speedRank(tyre.speedIndex) > speedRank(asked.speedIndex),
  };
}

/**
 * A configurator's results as the SPA and the results pages show them: the catalogue's result rows (the asker's
 * price, availability and delivery, counters for a logged-in user: bff/lib/result-rows.ts), a tyre's size and EU
 * label kept on its row in SPEC's words. Priced per request and never cached across customers (the port's results carry no
 * price; pricing is cached per actor). For tyres a customer's row without a price stays, marked
 * `priceUnavailable` (shown `N/D`), instead of failing the page; other configurators behave like /cerca.
 */
export async function configuratorRows(
  app: FastifyInstance,
  request: FastifyRequest,
  definition: Pick<ConfiguratorDefinition, 'key'>,
  results: ConfiguratorResults | TyreResults | OilResults,
  paging: { page: number; pageSize: number },
  asked: TyreAsked = {},
): Promise<Omit<ConfiguratorRowsReply, 'refine' | 'brands' | 'seasons'>> {
  const tyres = definition.key === 'tyres';
  // A tyre's size and label in the row's words (SPEC's), the other configurators' items as they are.
  const items = results.rows.map((row) =>
    'tyre' in row ? { ...row, tyre: tyreView(row.tyre), tyreAbove: tyreAbove(row.tyre, asked) } : row,
  );
  const [priced, thumbnails] = await Promise.all([
    resultRows(app, request, items, tyres ? { prices: (productIds) => pricesSurvivingFailures(app, request, productIds) } : {}),
    rowThumbnails(
      app,
      request,
      items.map((item) => item.id),
    ),
  ]);
  const rows = priced.map((row) => {
    const thumbnail = thumbnails.get(row.id);
    return thumbnail ? { ...row, thumbnail } : row;
  });
  const customer = request.session.actor !== null;
  return {
    rows: tyres && customer ? rows.map((row) => (row.offer.prices === null ? { ...row, priceUnavailable: true } : row)) : rows,
    total: results.total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/**
 * A configurator's search, parameters already read (./configurator-query.ts): the port's results for them, refined
 * (./configurator-refine.ts), then the rows with the asker's offers. Used by the POSTed forms and the GET results
 * pages alike.
 */
export async function configuratorSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  definition: Pick<ConfiguratorDefinition, 'key'>,
  input: ResultsInput,
  refine: ConfiguratorRefine = {},
): Promise<ConfiguratorRowsReply> {
  // The ten results operations take different inputs; the query reader built this one from the same key's schema.
  const results = app.ports.configurators[definition.key].results as (
    input: unknown,
    ctx: Ctx,
  ) => Promise<ConfiguratorResults | TyreResults | OilResults>;
  // Every results input has the paging fields with defaults (resultsPaging); the port's generic `results` helper
  // does not keep that in the type.
  const paging = input as { page: number; pageSize: number };
  const refined = await refinedResults(app, request, results, paging, refine);
  const rows = await configuratorRows(app, request, definition, refined.results, paging, input as TyreAsked);
  return { ...rows, refine, brands: refined.brands, seasons: refined.seasons };
}

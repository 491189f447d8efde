import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_FILTER_PRODUCT_IDS } from '../../../shared/contract/catalogue.ts';
import { readChosenVehicle } from '../../../shared/vehicle-cookies.ts';
import { searchQuery } from '../../../shared/urls/page-url-state.ts';
import { t } from '../../../shared/i18n/server.ts';
import { HttpError } from '../../../bff/lib/http-error.ts';
import { catalogueText } from '../../../bff/lib/catalogue-text.ts';
import { resultRows } from '../../../bff/lib/result-rows.ts';
import { searchText } from '../../../bff/lib/search-text.ts';
import { unlessProviderDown } from '../../../bff/lib/vehicle-fallback.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

export const SEARCH_PAGE_SIZE = 24;

/**
 * "Adatti al mio veicolo" (`veicolo=1`): the products fitting the vehicle in the cookies (vehicles.codesForVehicle,
 * cached by the port), at most the catalogue's filter limit; undefined without a vehicle (the filter is ignored).
 */
async function vehicleProductIds(app: FastifyInstance, request: FastifyRequest): Promise<number[] | null | undefined> {
  const chosen = readChosenVehicle(request.cookies);
  if (!chosen) return undefined;
  // The provider down or slow: null, and the page says the filter could not be applied (never all parts as fitting).
  const { value } = await unlessProviderDown(
    request,
    'vehicles.codesForVehicle',
    () => app.ports.vehicles.codesForVehicle({ vehicleId: chosen.idVeicolo }, request.portCtx()),
    null,
  );
  return value ? value.productIds.slice(0, MAX_FILTER_PRODUCT_IDS) : null;
}

/**
 * `/cerca?q=&marca=&gruppo=&disponibilita=&ordina=&page=`: one page of catalogue results with facets, each row
 * priced and with availability and delivery for the asker. Filters, order and page are read as the screen reads
 * them (shared/urls/page-urls.ts), so a bookmarked URL renders on the server exactly as the SPA would show it.
 */
export const searchPage = definePage('search', {
  // Only the words can make the request wrong; filters and order in a shared link are read leniently.
  query: z.looseObject({ q: searchText.optional() }),
  async load({ app, request, params }) {
    const { q, brandIds, groupIds, availability, sort, page, vehicle } = searchQuery(params);
    // Fastify's query parser leaves a broken percent-encoding (`%E0%A4%A`) as it came, so only the URL reader
    // shared with the screen sees it: as U+FFFD replacement characters. Refused rather than searched.
    if (q.includes('\uFFFD')) throw new HttpError(400, t('JS_SEARCH_BAD_ENCODING'));
    const filters = { brandIds, groupIds, availability, ...(vehicle ? { vehicle } : {}) };
    if (!q) {
      const facets = { brands: [], groups: [], availability: [], complete: true };
      return { q, filters, sort, sortApplied: sort, page, pageSize: SEARCH_PAGE_SIZE, total: 0, capped: false, facets, rows: [] };
    }
    // A visitor sees no prices, so no order by them either (it would tell them).
    const applicable = request.session.actor === null && sort.startsWith('price') ? 'relevance' : sort;
    const productIds = vehicle ? await vehicleProductIds(app, request) : undefined;
    if (productIds === null) {
      const facets = { brands: [], groups: [], availability: [], complete: true };
      const empty = { q, filters, sort, sortApplied: sort, page, pageSize: SEARCH_PAGE_SIZE, total: 0, capped: false, facets, rows: [] };
      return { ...empty, vehicleUnavailable: true };
    }
    const result = await app.ports.catalogue.search(
      {
        q,
        filters: { brandIds, groupIds, availability, ...(productIds ? { productIds } : {}) },
        sort: applicable,
        page,
        pageSize: SEARCH_PAGE_SIZE,
      },
      request.portCtx(),
    );
    return {
      q,
      filters,
      sort,
      sortApplied: result.sort,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      total: result.total,
      capped: result.capped,
      // The ERP's group names in the request's language, as the rows' (issue 29).
      facets: {
        ...result.facets,
        groups: await Promise.all(result.facets.groups.map(async (g) => ({ ...g, name: await catalogueText(app, request, g.name) }))),
      },
      rows: await resultRows(app, request, result.rows),
    };
  },
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CatalogueItem } from '../../../shared/contract/catalogue.ts';
import type { CrossProduct } from '../../../shared/contract/vehicles.ts';
import { articleCodeSchema } from '../../../shared/codes.ts';
import { idSchema } from '../../../shared/ids.ts';
import { t } from '../../../shared/i18n/server.ts';
import { HttpError } from '../../../bff/lib/http-error.ts';
import { resultRows } from '../../../bff/lib/result-rows.ts';
import { arrangeRows, listedRowsChoice, noRowsArranged } from '../../../bff/lib/arranged-rows.ts';
import { unlessProviderDown } from '../../../bff/lib/vehicle-fallback.ts';
import { definePage } from '../../../bff/pages/define-page.ts';
import { makerView, oeInput } from '../../../bff/lib/vehicle-wire.ts';

/** Most rows of each section: the page says how many more there are. */
export const OE_ROWS_LIMIT = 50;

/**
 * The catalogue's products behind the provider's cross-reference rows, in the provider's order, in one catalogue
 * call; a product the catalogue does not hold (any more) is left out.
 */
async function catalogueItemsOf(app: FastifyInstance, request: FastifyRequest, found: CrossProduct[]): Promise<CatalogueItem[]> {
  const ids = [...new Set(found.map((p) => p.productId))].slice(0, OE_ROWS_LIMIT);
  if (ids.length === 0) return [];
  return app.ports.catalogue.productsByIds({ ids }, request.portCtx());
}

/**
 * `/ricerca-ricambi?idMarca&codiceOE` (SPEC §2): the parts for an original (OE) number of a maker. The maker's price
 * list (its codiceListino) comes from the makers; the products carrying the number (`vehicles.cross`), then their
 * equivalents of other brands (`vehicles.otherCross`), as result rows with the asker's offer, narrowed and ordered by
 * /cerca's toolbar (`marca`, `disponibilita`, `ordina`, read leniently as there). An unknown maker is the page's 404,
 * a missing or bad maker or number its 400.
 */
export const oeResultsPage = definePage('oeResults', {
  query: z.object({ idMarca: idSchema, codiceOE: articleCodeSchema }),
  async load({ app, request, query, params }) {
    const ctx = request.portCtx();
    const vehicles = app.ports.vehicles;
    const choice = listedRowsChoice(params);
    // The provider down or slow: the page renders with the generic error (and its link to the catalogue search).
    const makers = await unlessProviderDown(request, 'vehicles.makers', async () => (await vehicles.makers({}, ctx)).map(makerView), null);
    const none = { count: 0, products: [] };
    if (makers.value === null) {
      const { idMarca, codiceOE } = query;
      return {
        idMarca,
        marca: '',
        codiceListino: '',
        codiceOE,
        count: 0,
        rows: [],
        equivalentsCount: 0,
        equivalents: [],
        ...noRowsArranged(choice),
        unavailable: true,
      };
    }
    const maker = makers.value.find((m) => m.idMarca === query.idMarca);
    if (!maker) throw new HttpError(404, t('JS_MAKER_NOT_FOUND'));
    const oe = oeInput({ codiceListino: maker.codiceListino, codiceOE: query.codiceOE });
    const answers = await Promise.all([
      unlessProviderDown(request, 'vehicles.cross', () => vehicles.cross(oe, ctx), none),
      unlessProviderDown(request, 'vehicles.otherCross', () => vehicles.otherCross(oe, ctx), none),
    ]);
    const [cross, other] = [answers[0].value, answers[1].value];
    const [items, equivalentItems] = await Promise.all([
      catalogueItemsOf(app, request, cross.products),
      catalogueItemsOf(app, request, other.products),
    ]);
    const [rows, equivalents] = await Promise.all([resultRows(app, request, items), resultRows(app, request, equivalentItems)]);
    const arranged = arrangeRows({ rows, equivalents }, choice, { pricesShown: request.session.actor !== null });
    return {
      idMarca: maker.idMarca,
      marca: maker.marca,
      codiceListino: maker.codiceListino,
      codiceOE: query.codiceOE,
      count: cross.count,
      rows: arranged.sections.rows,
      equivalentsCount: other.count,
      equivalents: arranged.sections.equivalents,
      ...arranged.toolbar,
      ...(answers.some((answer) => answer.down) ? { unavailable: true } : {}),
    };
  },
});

import { z } from 'zod';
import { articleCodeSchema } from '../../../shared/codes.ts';
import { resultRows } from '../../../bff/lib/result-rows.ts';
import { arrangeRows, listedRowsChoice } from '../../../bff/lib/arranged-rows.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/ricerca-avanzata?codiceListino&codiceArticolo&tipo&listino&sos` (SPEC §2): the products of one row of the
 * vehicle-data search dialog. `tipo` A is an article code of the brand's price list `codiceListino`, O an
 * original (OE) number of the maker whose list it is; `sos` S adds the equivalents (cross-references);
 * `listino` is the list's name, shown as it came. /cerca's toolbar narrows and orders the rows (issue 47).
 */
export const advancedSearchPage = definePage('advancedSearch', {
  query: z.object({
    codiceListino: z.string().trim().min(1).max(20),
    codiceArticolo: articleCodeSchema,
    tipo: z.enum(['A', 'O']).default('A'),
    listino: z.string().trim().max(100).default(''),
    sos: z.enum(['S', 'N']).default('N'),
  }),
  async load({ app, request, query, params }) {
    const items = await app.ports.catalogue.codeRow(
      {
        priceListCode: query.codiceListino,
        code: query.codiceArticolo,
        kind: query.tipo === 'O' ? 'oe' : 'article',
        withEquivalents: query.sos === 'S',
      },
      request.portCtx(),
    );
    const rows = await resultRows(app, request, items);
    const arranged = arrangeRows({ rows }, listedRowsChoice(params), { pricesShown: request.session.actor !== null });
    return { ...query, rows: arranged.sections.rows, ...arranged.toolbar };
  },
});

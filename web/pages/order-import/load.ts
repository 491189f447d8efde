import { z } from 'zod';
import { importNetCents } from '../../../bff/lib/order-import/import-totals.ts';
import { toImportRowView, toImportSummaryView } from '../../../bff/lib/order-import-wire.ts';
import { offersFor } from '../../../bff/lib/offers.ts';
import { definePage } from '../../../bff/pages/define-page.ts';
import { importStatusFilter } from '../../../shared/order-import-status.ts';
import { idSchema, intFromText } from '../../../shared/ids.ts';

/** Rows a page of the confirm page shows: a 2,000-row import stays usable, a page at a time, filtered by status. */
const PAGE_SIZE = 50;

/**
 * `/import-order/{id}?stato=&page=` (SPEC §2 confirm page): the import's rows with status, code, product, quantity,
 * net price, availability, delivery promise, line total, reference and file name; the summary counts and the
 * order's total. Another customer's import is 404.
 */
export const orderImportPage = definePage('orderImport', {
  query: z.object({ page: intFromText({ min: 1, max: 10_000 }).catch(1), stato: z.string().max(20).optional().catch(undefined) }),
  path: z.object({ id: idSchema }),
  async load({ app, request, query, path }) {
    const ctx = request.portCtx();
    const status = importStatusFilter(query.stato ?? null) ?? null;
    const summary = await app.ports.orderImport.get({ importId: path.id }, ctx);
    const [{ rows, total }, netCents] = await Promise.all([
      app.ports.orderImport.rows({ importId: path.id, page: query.page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) }, ctx),
      importNetCents(app, request, path.id),
    ]);
    const items = rows.flatMap((row) =>
      row.product && row.quantity ? [{ productId: row.product.productId, quantity: row.quantity }] : [],
    );
    const offers = await offersFor(app, request, items);
    const shown = rows.map((row) => {
      const offer = row.product && row.quantity ? (offers.get(row.product.productId) ?? null) : null;
      const lineNetCents = offer?.prices && row.quantity ? offer.prices.netCents * row.quantity : null;
      return { ...toImportRowView(row, summary.filename), offer, lineNetCents };
    });
    return {
      summary: toImportSummaryView(summary),
      netCents,
      status,
      rows: shown,
      page: query.page,
      pages: Math.ceil(total / PAGE_SIZE),
      total,
    };
  },
});

import { z } from 'zod';
import { importRowView, importSummaryView } from '../../../shared/contract/order-import.ts';
import { rowOffer } from '../../../shared/contract/offer.ts';

/** A row of the confirm page: the import row, and for a row with a product and a quantity its offer and line total. */
export const confirmRow = importRowView.extend({ offer: rowOffer.nullable(), lineNetCents: z.number().int().min(0).nullable() });
export type ConfirmRow = z.output<typeof confirmRow>;

/**
 * `/import-order/{id}`: the import's summary, the order's net total over every row with a product and a quantity,
 * and one page of rows (all, or one status: `status`), with the page number and the count of pages.
 */
export const pageReply = z.object({
  summary: importSummaryView,
  netCents: z.number().int().min(0),
  status: z.enum(['found', 'replaced', 'ambiguous', 'not_found']).nullable(),
  rows: z.array(confirmRow),
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type OrderImportPageReply = z.output<typeof pageReply>;

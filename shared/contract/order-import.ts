import { z } from 'zod';

const cell = z.union([z.string(), z.number(), z.null()]);

/** The columns a user picks when no header names them: 0-based indexes; the code column is needed. */
export const pickedColumnsSchema = z.object({
  code: z.number().int().min(0).max(200),
  quantity: z.number().int().min(0).max(200).nullable(),
  reference: z.number().int().min(0).max(200).nullable(),
  firstRowIsHeader: z.boolean(),
});

/**
 * POST /import-order/upload (SPEC §7 order spreadsheet upload → a redirect URL): `OK` with the confirm page's URL
 * and the sheet read (a workbook's first visible one, and the others it has), or `COLUMNS` with the first rows when
 * no header names the columns (the form asks for them and sends the file again with `columns`). A refusal is a 4xx
 * whose body has `statusKo`, the text the form shows (SPEC §8).
 */
export const importUploadReply = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), url: z.string(), sheet: z.string(), otherSheets: z.array(z.string()) }),
  z.object({
    status: z.literal('COLUMNS'),
    sheet: z.string(),
    otherSheets: z.array(z.string()),
    preview: z.array(z.object({ line: z.number().int(), cells: z.array(cell) })),
  }),
]);

const id = z.number().int().positive();

/** A product as the import's rows and dialogs show it; SPEC §3's minimum quantity and pack multiple (`qtamacq`). */
export const importProductView = z.object({
  id,
  brand: z.string(),
  code: z.string(),
  description: z.string(),
  minimumQuantity: z.number().int().min(1),
  qtamacq: z.number().int().min(1),
});

/** An import-order row (SPEC §3): id, productCode (as the file wrote it), referenceImport, filename, product, quantity. */
export const importRowView = z.object({
  id,
  line: z.number().int().min(1),
  productCode: z.string(),
  referenceImport: z.string(),
  filename: z.string(),
  status: z.enum(['found', 'replaced', 'ambiguous', 'not_found']),
  matchedBy: z.enum(['article', 'oe', 'cross-reference']).nullable(),
  /** Null when the file's cell was not a whole number of 1 or more (`quantityText` says what it was). */
  quantity: z.number().int().nullable(),
  quantityText: z.string(),
  /** A cell too long for its field in the file: the code (the row is not matched) or the reference (kept cut). */
  problem: z.enum(['code-too-long', 'reference-too-long']).nullable(),
  changed: z.boolean(),
  product: importProductView.nullable(),
});
export type ImportRowView = z.output<typeof importRowView>;

/** An import as "my imports" and the confirm page's header show it. */
export const importSummaryView = z.object({
  id,
  filename: z.string(),
  sheet: z.string(),
  createdAt: z.string(),
  state: z.enum(['open', 'sent']),
  cartId: id.nullable(),
  rows: z.number().int().min(0),
  counts: z.object({
    found: z.number().int(),
    replaced: z.number().int(),
    ambiguous: z.number().int(),
    notFound: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
  }),
});
export type ImportSummaryView = z.output<typeof importSummaryView>;

/** POST /import-order/save and the submit's body (SPEC §7): the rows as the page holds them, and the import's id. */
export const importSaveBody = z.object({
  importId: id,
  items: z
    .array(
      z.object({
        id,
        productCode: z.string().max(200).optional(),
        referenceImport: z.string().trim().max(200).optional(),
        filename: z.string().max(300).optional(),
        productId: id.nullable().optional(),
        quantity: z.number().int().min(1).max(99_999).optional(),
      }),
    )
    .max(5000),
});

/** GET /import-order/select-product/{rowId}: the row and the products its code matches. */
export const selectProductReply = z.object({ row: importRowView, products: z.array(importProductView) });

/** GET /import-order/select-product-not-found/{rowId}?page={n}: a page of the catalogue's products for the row. */
export const searchProductReply = z.object({
  row: importRowView,
  q: z.string(),
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  products: z.array(importProductView),
});

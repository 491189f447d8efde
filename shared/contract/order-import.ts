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

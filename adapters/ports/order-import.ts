import { z } from 'zod';
import { articleCodeSchema } from '../../shared/codes.ts';
import { MAX_LINE_QUANTITY } from '../../shared/cart-limits.ts';
import { MAX_IMPORT_ROWS } from '../../shared/order-import-limits.ts';
import { op } from './op.ts';

// Most data rows one import holds (the upload refuses a longer sheet before it asks the port anything).
export { MAX_IMPORT_ROWS };
/** Open imports a customer may keep; a sent one is kept IMPORT_KEEP_DAYS after it went to the cart. */
export const MAX_OPEN_IMPORTS = 50;
export const IMPORT_KEEP_DAYS = 90;
/** Products one code may match and `match` lists: a code matching more is still ambiguous, shown in part. */
export const MAX_CANDIDATES = 20;

const id = z.number().int().positive();
const isoDate = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);

/** How a row's code was matched (SPEC §3 import-order row), in the order they are tried. */
export const matchedBy = ['article', 'oe', 'cross-reference'] as const;
/**
 * What matching made of a code: `found` (one product of that article code), `replaced` (an OE number or another
 * maker's code: one equivalent product, whose code differs from the row's), `ambiguous` (several products: the user
 * picks one), `not_found`.
 */
export const matchStatuses = ['found', 'replaced', 'ambiguous', 'not_found'] as const;
export type MatchStatus = (typeof matchStatuses)[number];

/** A product as an import row shows it, with the quantity rule the submit checks (SPEC §3 minimum and qtamacq). */
export const importProductSchema = z.object({
  productId: id,
  brand: z.string(),
  code: z.string(),
  description: z.string(),
  minQty: z.number().int().min(1),
  packQty: z.number().int().min(1),
});
export type ImportProduct = z.output<typeof importProductSchema>;

const codeMatch = z.object({
  code: z.string(),
  status: z.enum(matchStatuses),
  matchedBy: z.enum(matchedBy).nullable(),
  /** found/replaced: the one product; ambiguous: the candidates (at most MAX_CANDIDATES); not_found: none. */
  products: z.array(importProductSchema).max(MAX_CANDIDATES),
});
export type CodeMatch = z.output<typeof codeMatch>;

/**
 * What was wrong with a row's cells in the file, shown on its row: a code longer than a code can be (the row is not
 * matched: the customer searches the product or removes the row) or a reference longer than the field (kept cut).
 */
export const rowProblems = ['code-too-long', 'reference-too-long'] as const;
export type RowProblem = (typeof rowProblems)[number];

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const reference = z.string().trim().max(200);

/** A row as the file gave it and matching read it; `quantity` null when the cell was not a whole number of 1 or more. */
const newRow = z.object({
  /** The row's number in the sheet (1 is the first row, the header's or the first data row's). */
  line: z.number().int().min(1),
  code: articleCodeSchema,
  reference,
  quantity: quantity.nullable(),
  /** The quantity cell as written, kept to show a row whose quantity could not be read. */
  quantityText: z.string().max(50),
  status: z.enum(matchStatuses),
  matchedBy: z.enum(matchedBy).nullable(),
  /** The matched product (found, replaced), else null. */
  productId: id.nullable(),
  /** A cell of the row too long for its field; optional in the protocol (an adapter that keeps none answers null). */
  problem: z.enum(rowProblems).nullable().default(null),
});

export const importRowSchema = newRow.omit({ productId: true }).extend({
  rowId: id,
  importId: id,
  /** The matched or chosen product; null for a not-found row and an ambiguous one nothing was chosen for yet. */
  product: importProductSchema.nullable(),
  /** The user changed the row (quantity, product or reference) after the upload. */
  changed: z.boolean(),
});
export type ImportRow = z.output<typeof importRowSchema>;

export const importStates = ['open', 'sent'] as const;

export const importSummarySchema = z.object({
  importId: id,
  filename: z.string(),
  /** The sheet that was read (a workbook's first visible one; '' for a csv). */
  sheet: z.string(),
  createdAt: isoDate,
  state: z.enum(importStates),
  /** The cart the rows went into, once sent. */
  cartId: id.nullable(),
  sentAt: isoDate.nullable(),
  /** Rows still in the import, and how many of them each status holds; `removed` counts the rows taken out. */
  rows: count,
  counts: z.object({ found: count, replaced: count, ambiguous: count, notFound: count, changed: count, removed: count }),
});
export type ImportSummary = z.output<typeof importSummarySchema>;

const importRef = z.object({ importId: id });
const rowRef = z.object({ rowId: id });

/**
 * Orders imported from a customer's spreadsheet (SPEC §1, §2 /import-order, §3, §5): the rows with what matching
 * made of their codes, kept until the customer sends them to a cart or deletes the import, across restarts.
 * Everything is the actor's customer's: another customer's import or row is `not_found`; a visitor is `forbidden`.
 * A sent import is read-only (`conflict`).
 */
export const orderImportPort = {
  /**
   * Matches a batch of codes (a whole file's, in one call), each with the catalogue's normalisation: article code,
   * then OE number, then another maker's code (cross-reference). Answers one match per code, in the order asked.
   */
  match: op({
    input: z.object({ codes: z.array(articleCodeSchema).min(1).max(MAX_IMPORT_ROWS) }),
    output: z.array(codeMatch).max(MAX_IMPORT_ROWS),
    idempotent: true,
    reasons: ['not-logged-in'],
  }),
  /**
   * Stores an import with its matched rows and answers it, open. `conflict` when the customer already has
   * MAX_OPEN_IMPORTS open imports; `not_found` for a product id the catalogue has not. With `ctx.idempotencyKey`
   * a repeat answers the first import.
   */
  create: op({
    input: z.object({
      filename: z.string().trim().min(1).max(200),
      sheet: z.string().max(100),
      rows: z.array(newRow).min(1).max(MAX_IMPORT_ROWS),
    }),
    output: importSummarySchema,
    idempotent: false,
    reasons: ['not-logged-in', 'open-imports-limit', 'product-not-found', 'idempotency-key-reused'],
  }),
  /** The customer's imports, newest first: the open ones and those sent in the last IMPORT_KEEP_DAYS days. */
  list: op({ input: z.object({}), output: z.array(importSummarySchema), idempotent: true, reasons: ['not-logged-in'] }),
  /** One import's summary. */
  get: op({ input: importRef, output: importSummarySchema, idempotent: true, reasons: ['not-logged-in', 'import-not-found'] }),
  /** A page of an import's rows in file order, optionally of one status; `total` counts the rows of that filter. */
  rows: op({
    input: importRef.extend({
      status: z.enum(matchStatuses).optional(),
      page: z.number().int().min(1).max(MAX_IMPORT_ROWS).default(1),
      pageSize: z.number().int().min(1).max(MAX_IMPORT_ROWS).default(100),
    }),
    output: z.object({ rows: z.array(importRowSchema), total: count }),
    idempotent: true,
    reasons: ['not-logged-in', 'import-not-found'],
  }),
  /**
   * Saves changes to rows (SPEC §7 save, the confirm page's quantities, a chosen product): absent fields stay;
   * `productId: null` clears the choice. Answers the summary. `not_found` for a row not in the import or an unknown
   * product; `conflict` once sent. Nothing is written when one row fails.
   */
  updateRows: op({
    input: importRef.extend({
      rows: z
        .array(z.object({ rowId: id, quantity: quantity.optional(), productId: id.nullable().optional(), reference: reference.optional() }))
        .min(1)
        .max(MAX_IMPORT_ROWS),
    }),
    output: importSummarySchema,
    idempotent: true,
    reasons: ['not-logged-in', 'import-not-found', 'import-row-not-found', 'product-not-found', 'import-already-sent'],
  }),
  /** Takes a row out of its import (idempotent: a row already taken out answers the same). */
  removeRow: op({
    input: rowRef,
    output: z.object({ importId: id, removed: z.literal(true) }),
    idempotent: true,
    reasons: ['not-logged-in', 'import-row-not-found', 'import-already-sent'],
  }),
  /** The products a row's code matches, for the user to pick one (an ambiguous row's selection dialog). */
  candidates: op({
    input: rowRef,
    output: z.object({ row: importRowSchema, products: z.array(importProductSchema).max(MAX_CANDIDATES) }),
    idempotent: true,
    reasons: ['not-logged-in', 'import-row-not-found'],
  }),
  /** Deletes an import and its rows, open or sent (the cart it filled keeps its lines). */
  remove: op({
    input: importRef,
    output: z.object({ removed: z.literal(true) }),
    idempotent: true,
    reasons: ['not-logged-in', 'import-not-found'],
  }),
  /**
   * Sends the rows to a cart in one transaction (SPEC §5), in this order of checks: no rows left (`import-empty`),
   * ambiguous rows with no
   * product (`import-rows-to-choose`), rows with no product (`import-rows-without-product`), quantities missing,
   * below the product's minimum or off its pack (`import-quantities-to-fix`); any of them and nothing is written.
   * `target` 'active' adds to the cart `cartId` names (else the customer's latest open cart, created when none),
   * 'new' to a new cart named after the file. Rows of one product become one line (added to the cart's line of
   * that product, if any) whose note lists each row's reference and quantity. A cart limit refuses the whole
   * submit. A sent import answers the cart it went to and adds nothing (`alreadySent`).
   */
  submit: op({
    input: importRef.extend({ target: z.enum(['active', 'new']), cartId: id.optional() }),
    output: z.object({ cartId: id, lines: count, alreadySent: z.boolean() }),
    idempotent: true,
    reasons: [
      'not-logged-in',
      'import-not-found',
      'import-empty',
      'import-rows-to-choose',
      'import-rows-without-product',
      'import-quantities-to-fix',
      'open-carts-limit',
      'cart-lines-limit',
      'line-over-limit',
    ],
  }),
};

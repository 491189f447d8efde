/**
 * What a template writes: a subject and blocks, which render.tsx turns into both parts of the mail (the HTML and
 * the plain text say the same, link for link). A link is a path on the shop: the origin is added when it is
 * rendered, always SHOP_ORIGIN.
 */
export type MailBlock =
  | { kind: 'text'; text: string }
  /** Small print (a link's validity, what to do if it was not you). */
  | { kind: 'note'; text: string }
  | { kind: 'button'; label: string; path: string }
  /** Label and value pairs: an order's name and notes, a request's data. */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  /** A table whose last `numeric` columns align right (an order's lines). */
  | { kind: 'table'; head: readonly string[]; rows: ReadonlyArray<readonly string[]>; numeric: number }
  /** Totals: the last row is the one that counts. */
  | { kind: 'totals'; rows: ReadonlyArray<readonly [string, string]> };

export interface MailContent {
  subject: string;
  /** The recipient's name for the greeting; none: no greeting. */
  greet?: string | undefined;
  blocks: MailBlock[];
}

/** Both parts of a mail, ready for the outbox. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

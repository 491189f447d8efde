import type { Database } from '../../../shared/sqlite.ts';
import { CodeMatcher } from './code-matcher.ts';
import { normaliseCode } from '../../../shared/codes.ts';

/** OE numbers and article codes read, in id order, to find one of each kind: cheap at any catalogue size. */
const SCANNED = 500;

/**
 * The order-import fields of the reference fixture: the first code of each kind matching makes of one, as the
 * reference's own matcher answers it. Parsed by the fixture's schema: a missing value stops there, naming its field.
 */
export function orderImportFixture(db: Database): Record<string, unknown> {
  const matcher = new CodeMatcher(db);
  const codes = (sql: string) => db.prepare<[number], string>(sql).pluck().all(SCANNED);
  const articles = codes('SELECT code FROM products ORDER BY id LIMIT ?');
  const oes = codes('SELECT code FROM oe_codes ORDER BY id LIMIT ?');
  const competitors = codes('SELECT code FROM competitor_codes ORDER BY product_id LIMIT ?');
  const first = (list: string[], status: string, by: string) => {
    for (const code of list) {
      const match = matcher.matchOne(normaliseCode(code));
      if (match.status === status && match.matchedBy === by) return { code, productIds: match.products.map((p) => p.productId) };
    }
    return undefined;
  };
  const single = (found: { code: string; productIds: number[] } | undefined) =>
    found && { code: found.code, productId: found.productIds[0] };
  const unknownCode = 'ZZ-0000-NESSUNO';
  return {
    orderImport: {
      found: single(first(articles, 'found', 'article')),
      replacedByOe: single(first(oes, 'replaced', 'oe')),
      replacedByCrossReference: single(first(competitors, 'replaced', 'cross-reference')),
      ambiguous: first(articles, 'ambiguous', 'article') ?? first(oes, 'ambiguous', 'oe'),
      unknownCode: matcher.matchOne(normaliseCode(unknownCode)).status === 'not_found' ? unknownCode : undefined,
    },
  };
}

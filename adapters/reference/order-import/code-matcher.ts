import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { MAX_CANDIDATES, type CodeMatch, type ImportProduct } from '../../ports/order-import.ts';
import { fail } from '../../ports/reasons.ts';

/**
 * Codes matched between two yields to the event loop: a 5,000-row file never holds it for long (three lookups a code
 * over a million products can take a millisecond on a busy machine).
 */
const CHUNK = 25;

const PRODUCT = `p.id AS productId, b.name AS brand, p.code, p.description, p.min_qty AS minQty, p.pack_qty AS packQty`;

/**
 * Matching of an import's codes over the reference catalogue, each step an index lookup on a normalised code:
 * article code, then OE number (products carrying it), then a competitor's code (competitor_codes). The first step
 * that finds anything decides: one product is found (article) or replaced (the others); several are ambiguous.
 */
export class CodeMatcher {
  private readonly steps: ReadonlyArray<readonly [NonNullable<CodeMatch['matchedBy']>, Statement<[string, number], ImportProduct>]>;

  constructor(db: Database) {
    const order = `ORDER BY b.name, p.id LIMIT ?`;
    this.steps = [
      ['article', db.prepare(`SELECT ${PRODUCT} FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.code_norm = ? ${order}`)],
      [
        'oe',
        db.prepare(`SELECT DISTINCT ${PRODUCT} FROM oe_codes o JOIN product_oe_codes po ON po.oe_code_id = o.id
          JOIN products p ON p.id = po.product_id JOIN brands b ON b.id = p.brand_id WHERE o.code_norm = ? ${order}`),
      ],
      [
        'cross-reference',
        db.prepare(`SELECT ${PRODUCT} FROM competitor_codes c JOIN products p ON p.id = c.product_id
          JOIN brands b ON b.id = p.brand_id WHERE c.code_norm = ? ${order}`),
      ],
    ];
  }

  /** Every code's match, in the order given; the same code is looked up once. Stops when `signal` fires. */
  async matchAll(codes: readonly string[], signal?: AbortSignal): Promise<CodeMatch[]> {
    const seen = new Map<string, Omit<CodeMatch, 'code'>>();
    const matches: CodeMatch[] = [];
    for (let start = 0; start < codes.length; start += CHUNK) {
      if (start > 0) await yieldToLoop();
      if (signal?.aborted) throw fail('cancelled');
      for (const code of codes.slice(start, start + CHUNK)) {
        const norm = normaliseCode(code);
        const match = seen.get(norm) ?? this.matchOne(norm);
        seen.set(norm, match);
        matches.push({ code, ...match });
      }
    }
    return matches;
  }

  /** One normalised code's match. */
  matchOne(norm: string): Omit<CodeMatch, 'code'> {
    if (norm === '') return { status: 'not_found', matchedBy: null, products: [] };
    for (const [step, statement] of this.steps) {
      const products = statement.all(norm, MAX_CANDIDATES + 1);
      if (products.length === 0) continue;
      if (products.length > 1) return { status: 'ambiguous', matchedBy: step, products: products.slice(0, MAX_CANDIDATES) };
      return { status: step === 'article' ? 'found' : 'replaced', matchedBy: step, products };
    }
    return { status: 'not_found', matchedBy: null, products: [] };
  }
}

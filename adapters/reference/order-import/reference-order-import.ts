import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { z } from 'zod';
import type { Database } from '../../../shared/sqlite.ts';
import type { OrderImportPort } from '../../ports/index.ts';
import type { Actor, Ctx } from '../../ports/op.ts';
import { IMPORT_KEEP_DAYS, MAX_OPEN_IMPORTS, orderImportPort, type ImportRow, type ImportSummary } from '../../ports/order-import.ts';
import { fail } from '../../ports/reasons.ts';
import { defaultCustomerCaps, type CustomerCaps } from '../caps.ts';
import { cartStatements, type CartStatements } from '../carts/cart-statements.ts';
import { IdempotencyKeys } from '../idempotency.ts';
import { CodeMatcher } from './code-matcher.ts';
import { importStatements, type ImportStatements, type RowRecord, type SummaryRecord } from './import-statements.ts';
import { submitRefusal, writeToCart } from './import-submit.ts';

type Input<K extends keyof typeof orderImportPort> = z.output<(typeof orderImportPort)[K]['input']>;
type Output<K extends keyof typeof orderImportPort> = z.output<(typeof orderImportPort)[K]['output']>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows staged in one transaction: a 5,000-row import is stored in steps of a few milliseconds each. */
const STAGE_CHUNK = 100;

/**
 * Order imports over the reference database. Every import is read through its customer (an id of another
 * customer's import or row answers `not_found`); writes run in one immediate transaction each, but for a create's
 * rows, staged a chunk a transaction before the import is written with them all.
 */
export class ReferenceOrderImport implements OrderImportPort {
  private readonly db: Database;
  private readonly sql: ImportStatements;
  private readonly carts: CartStatements;
  private readonly matcher: CodeMatcher;
  private readonly idempotency: IdempotencyKeys;
  private readonly caps: Pick<CustomerCaps, 'openCarts' | 'cartLines'>;
  /** Names a create's staged rows (import-statements.ts). */
  private nextBatch = 1;

  constructor(deps: { db: Database }, options: { caps?: Pick<CustomerCaps, 'openCarts' | 'cartLines'> } = {}) {
    this.db = deps.db;
    this.caps = options.caps ?? defaultCustomerCaps;
    this.sql = importStatements(this.db);
    this.carts = cartStatements(this.db);
    this.matcher = new CodeMatcher(this.db);
    this.idempotency = new IdempotencyKeys(this.db);
  }

  async match(input: Input<'match'>, ctx: Ctx): Promise<Output<'match'>> {
    requireActor(ctx);
    return this.matcher.matchAll(input.codes, ctx.signal);
  }

  async create(input: Input<'create'>, ctx: Ctx): Promise<Output<'create'>> {
    const actor = requireActor(ctx);
    const productIds = [...new Set(input.rows.flatMap((row) => (row.productId === null ? [] : [row.productId])))];
    const call = {
      scope: `orderImport.create:${actor.customerId}`,
      key: ctx.idempotencyKey,
      request: input,
      result: orderImportPort.create.output,
    };
    const batch = this.nextBatch++;
    try {
      // The rows first, a chunk a transaction with a turn of the event loop between them; then the import with them all.
      for (let start = 0; start < input.rows.length; start += STAGE_CHUNK) {
        if (start > 0) await yieldToLoop();
        if (ctx.signal?.aborted) throw fail('cancelled');
        const chunk = input.rows.slice(start, start + STAGE_CHUNK);
        this.write(() => chunk.forEach((row, i) => this.sql.stageRow.run({ batch, seq: start + i, ...row })));
      }
      return this.write(() =>
        this.idempotency.once(call, () => {
          this.sql.purgeSent.run(actor.customerId, keptSince());
          if ((this.sql.openCount.get(actor.customerId) ?? 0) >= MAX_OPEN_IMPORTS)
            throw fail('open-imports-limit', { limit: MAX_OPEN_IMPORTS });
          if (this.sql.knownProducts.get(JSON.stringify(productIds)) !== productIds.length) throw fail('product-not-found');
          const now = new Date().toISOString();
          const importId = Number(
            this.sql.insertImport.run(actor.customerId, actor.userId, input.filename, input.sheet, now).lastInsertRowid,
          );
          this.sql.moveStaged.run(importId, batch);
          return this.summary(actor, importId);
        }),
      );
    } finally {
      this.write(() => this.sql.dropStaged.run(batch));
    }
  }

  async list(_input: Input<'list'>, ctx: Ctx): Promise<Output<'list'>> {
    const actor = requireActor(ctx);
    return this.sql.summaries.all(actor.customerId, keptSince()).map(toSummary);
  }

  async get(input: Input<'get'>, ctx: Ctx): Promise<Output<'get'>> {
    return this.summary(requireActor(ctx), input.importId);
  }

  async rows(input: Input<'rows'>, ctx: Ctx): Promise<Output<'rows'>> {
    const actor = requireActor(ctx);
    this.ownImport(actor, input.importId);
    const status = input.status ?? null;
    const offset = (input.page - 1) * input.pageSize;
    const rows = this.sql.rows.all(input.importId, status, status, input.pageSize, offset).map(toRow);
    return { rows, total: this.sql.rowCount.get(input.importId, status, status) ?? 0 };
  }

  async updateRows(input: Input<'updateRows'>, ctx: Ctx): Promise<Output<'updateRows'>> {
    const actor = requireActor(ctx);
    return this.write(() => {
      if (this.ownImport(actor, input.importId).state === 'sent') throw fail('import-already-sent');
      for (const row of input.rows) {
        if (this.sql.liveRowOf.get(row.rowId, input.importId) === undefined) throw fail('import-row-not-found');
        if (row.productId != null && this.sql.productExists.get(row.productId) === 0) throw fail('product-not-found');
        this.sql.updateRow.run({
          rowId: row.rowId,
          quantity: row.quantity ?? null,
          reference: row.reference ?? null,
          setProduct: row.productId === undefined ? 0 : 1,
          productId: row.productId ?? null,
        });
      }
      return this.summary(actor, input.importId);
    });
  }

  async removeRow(input: Input<'removeRow'>, ctx: Ctx): Promise<Output<'removeRow'>> {
    const actor = requireActor(ctx);
    return this.write(() => {
      const row = this.sql.ownRow.get(input.rowId, actor.customerId);
      if (!row) throw fail('import-row-not-found');
      if (row.removed === 0 && row.state === 'sent') throw fail('import-already-sent');
      this.sql.removeRow.run(new Date().toISOString(), input.rowId);
      return { importId: row.importId, removed: true as const };
    });
  }

  async candidates(input: Input<'candidates'>, ctx: Ctx): Promise<Output<'candidates'>> {
    const actor = requireActor(ctx);
    const owned = this.sql.ownRow.get(input.rowId, actor.customerId);
    const record = owned && owned.removed === 0 ? this.sql.row.get(input.rowId) : undefined;
    if (!record) throw fail('import-row-not-found');
    const row = toRow(record);
    return { row, products: (await this.matcher.matchAll([row.code], ctx.signal))[0]?.products ?? [] };
  }

  async remove(input: Input<'remove'>, ctx: Ctx): Promise<Output<'remove'>> {
    const actor = requireActor(ctx);
    this.write(() => {
      this.ownImport(actor, input.importId);
      this.sql.removeImport.run(input.importId, actor.customerId);
    });
    return { removed: true };
  }

  async submit(input: Input<'submit'>, ctx: Ctx): Promise<Output<'submit'>> {
    const actor = requireActor(ctx);
    return this.write(() => {
      const own = this.ownImport(actor, input.importId);
      if (own.state === 'sent') {
        return { cartId: own.cartId ?? 0, lines: this.sql.sentLines.get(input.importId) ?? 0, alreadySent: true };
      }
      const total = this.sql.rowCount.get(input.importId, null, null) ?? 0;
      const rows = this.sql.rows.all(input.importId, null, null, Math.max(total, 1), 0);
      const refusal = submitRefusal(rows);
      if (refusal) throw refusal;
      const sent = writeToCart(this.carts, this.caps, actor, rows, { ...input, filename: own.filename });
      this.sql.markSent.run(sent.cartId, new Date().toISOString(), input.importId);
      return { ...sent, alreadySent: false };
    });
  }

  private summary(actor: Actor, importId: number): ImportSummary {
    const record = this.sql.summary.get(importId, actor.customerId);
    if (!record) throw fail('import-not-found');
    return toSummary(record);
  }

  private ownImport(actor: Actor, importId: number) {
    const found = this.sql.ownImport.get(importId, actor.customerId);
    if (!found) throw fail('import-not-found');
    return found;
  }

  private write<T>(run: () => T): T {
    return this.db.transaction(run).immediate();
  }
}

/** Sent imports older than this are no longer kept. */
function keptSince(): string {
  return new Date(Date.now() - IMPORT_KEEP_DAYS * DAY_MS).toISOString();
}

function requireActor(ctx: Ctx): Actor {
  if (!ctx.actor) throw fail('not-logged-in');
  return ctx.actor;
}

function toSummary(r: SummaryRecord): ImportSummary {
  const { found, replaced, ambiguous, notFound, changed, removed, ...rest } = r;
  return { ...rest, counts: { found, replaced, ambiguous, notFound, changed, removed } };
}

function toRow(r: RowRecord): ImportRow {
  const { productId, brand, productCode, description, minQty, packQty, changed, ...rest } = r;
  const product =
    productId === null
      ? null
      : {
          productId,
          brand: brand ?? '',
          code: productCode ?? '',
          description: description ?? '',
          minQty: minQty ?? 1,
          packQty: packQty ?? 1,
        };
  return { ...rest, product, changed: changed === 1 };
}

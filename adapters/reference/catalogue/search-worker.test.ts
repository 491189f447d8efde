import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';
import { ReferenceCatalogue } from './catalogue.ts';

let ref: TestReference;
let inWorker: ReferenceCatalogue;

beforeAll(() => {
  ref = openTestReference();
  inWorker = new ReferenceCatalogue({ db: ref.db }, { searchWorker: true });
});
afterAll(async () => {
  await inWorker.stopWorker();
  ref.cleanup();
});

describe('searches in a worker thread (SEARCH_WORKER=S)', () => {
  it('answers every search as the in-process catalogue does, from a worker thread, for visitors and customers', async () => {
    const { customer: demo } = ref.fixture;
    const account = await ref.ports.accounts.login({ username: demo.username, password: demo.password }, ctxOf(null));
    const customer = ctxOf({ userId: account.userId, customerId: account.customerId });
    const asked = [
      { q: 'filtro olio', ctx: ctxOf(null), input: {} },
      { q: 'pastiglie', ctx: customer, input: { sort: 'price-asc' as const } },
      { q: ref.fixture.product.code, ctx: customer, input: { page: 1, pageSize: 5 } },
      { q: 'nessun risultato qui', ctx: ctxOf(null), input: {} },
    ];
    for (const { q, ctx, input } of asked) {
      const parsed = {
        q,
        filters: { brandIds: [], groupIds: [], availability: null },
        sort: 'relevance' as const,
        page: 1,
        pageSize: 24,
        ...input,
      };
      expect(await inWorker.search(parsed, ctx)).toEqual(await ref.implementations.catalogue.search(parsed, ctx));
    }
    expect(inWorker.workerSearches).toBe(asked.length);
  });

  it('sees what the shop committed after the worker started (the same file, read-only)', async () => {
    const search = (q: string) =>
      inWorker.search(
        { q, filters: { brandIds: [], groupIds: [], availability: null }, sort: 'relevance', page: 1, pageSize: 24 },
        ctxOf(null),
      );
    const { id } = ref.db.prepare('SELECT id FROM products ORDER BY id LIMIT 1').get() as { id: number };
    expect((await search('ZZWORKER1')).total).toBe(0);
    ref.db.prepare("UPDATE products SET code = 'ZZWORKER1', code_norm = 'ZZWORKER1' WHERE id = ?").run(id);
    // The product first, then its cross-references (a code's equivalents).
    expect((await search('ZZWORKER1')).rows[0]?.id).toBe(id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import type { Actor, Ctx } from '../../adapters/ports/op.ts';
import type { OrderImportPageReply } from '../../web/pages/order-import/contract.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let fixture: ConformanceFixture;
let demo: TestClient;
let importId: number;
beforeAll(async () => {
  shop = await createTestApp();
  fixture = await demoFixtureOf(shop);
  demo = new TestClient(shop.app);
  await demo.login('demo', 'demo');
  const account = await shop.app.ports.accounts.login({ username: 'demo', password: 'demo' }, ctx(null));
  const actor = { userId: account.userId, customerId: account.customerId };
  const { found, replacedByOe, ambiguous, unknownCode } = fixture.orderImport;
  const codes = [found.code, replacedByOe.code, ambiguous.code, unknownCode];
  const matches = await shop.app.ports.orderImport.match({ codes }, ctx(actor));
  const rows = matches.map((m, i) => ({
    line: i + 2,
    code: m.code,
    reference: `RIF-${i + 2}`,
    quantity: 2,
    quantityText: '2',
    status: m.status,
    matchedBy: m.matchedBy,
    productId: m.status === 'found' || m.status === 'replaced' ? (m.products[0]?.productId ?? null) : null,
  }));
  importId = (await shop.app.ports.orderImport.create({ filename: 'ordine.xlsx', sheet: 'Foglio1', rows }, ctx(actor))).importId;
});
afterAll(async () => shop.close());

function ctx(actor: Actor | null): Ctx {
  return { requestId: 'test', actor };
}
const ask = (client: TestClient, url: string, accept = 'application/json') => client.request({ url, headers: { accept } });

describe('/import-order/{id}', () => {
  it('shows every row with its status, product, price, availability and line total, the counts and the order total', async () => {
    const res = await ask(demo, `/import-order/${importId}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as OrderImportPageReply;
    expect(data.summary).toMatchObject({ filename: 'ordine.xlsx', rows: 4, counts: { found: 1, replaced: 1, ambiguous: 1, notFound: 1 } });
    expect(data.rows.map((row) => [row.line, row.status, row.referenceImport, row.filename])).toEqual([
      [2, 'found', 'RIF-2', 'ordine.xlsx'],
      [3, 'replaced', 'RIF-3', 'ordine.xlsx'],
      [4, 'ambiguous', 'RIF-4', 'ordine.xlsx'],
      [5, 'not_found', 'RIF-5', 'ordine.xlsx'],
    ]);
    const [found, replaced] = data.rows;
    expect(found?.offer?.prices?.netCents).toEqual(expect.any(Number));
    expect(found?.offer?.availability).toHaveProperty('qtaImm');
    expect(found?.lineNetCents).toBe((found?.offer?.prices?.netCents ?? 0) * 2);
    expect(data.netCents).toBe((found?.lineNetCents ?? 0) + (replaced?.lineNetCents ?? 0));
    expect(data.rows[2]?.offer).toBeNull();
    const html = await ask(demo, `/import-order/${importId}`, 'text/html');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('ordine.xlsx');
  });

  it('says on its row that a code or a reference was too long in the file', async () => {
    const account = await shop.app.ports.accounts.login({ username: 'demo', password: 'demo' }, ctx(null));
    const actor = { userId: account.userId, customerId: account.customerId };
    const row = { quantity: 1, quantityText: '1', matchedBy: null, productId: null, status: 'not_found' as const };
    const rows = [
      { ...row, line: 2, code: `${'W'.repeat(99)}…`, reference: '', problem: 'code-too-long' as const },
      { ...row, line: 3, code: 'X1', reference: `${'R'.repeat(199)}…`, problem: 'reference-too-long' as const },
    ];
    const created = await shop.app.ports.orderImport.create({ filename: 'lunghi.csv', sheet: '', rows }, ctx(actor));
    const data = (await ask(demo, `/import-order/${created.importId}`)).json() as OrderImportPageReply;
    expect(data.rows.map((r) => [r.line, r.problem])).toEqual([
      [2, 'code-too-long'],
      [3, 'reference-too-long'],
    ]);
    const html = (await ask(demo, `/import-order/${created.importId}`, 'text/html')).body;
    expect(html).toContain('Codice troppo lungo nel file (più di 100 caratteri): cerca il prodotto o rimuovi la riga.');
    expect(html).toContain('Riferimento troppo lungo nel file: tenuti i primi 200 caratteri.');
    await shop.app.ports.orderImport.remove({ importId: created.importId }, ctx(actor));
  });

  it('filters the rows by status', async () => {
    const data = (await ask(demo, `/import-order/${importId}?stato=ambiguous`)).json() as OrderImportPageReply;
    expect(data).toMatchObject({ status: 'ambiguous', total: 1 });
    expect(data.rows.map((row) => row.line)).toEqual([4]);
  });

  it('is 404 for another customer’s import, and forbidden to a visitor', async () => {
    const other = new TestClient(shop.app);
    await other.login('demo2', 'demo2');
    expect((await ask(other, `/import-order/${importId}`)).statusCode).toBe(404);
    const mine = (await ask(other, '/import-order')).json() as { imports: Array<{ id: number }> };
    expect(mine.imports.map((i) => i.id)).not.toContain(importId);
    // A page only customers see answers a visitor's data request `{ forbidden: true }` (docs/recipes.md).
    const visitor = await ask(new TestClient(shop.app), `/import-order/${importId}`);
    expect(visitor.json()).toMatchObject({ forbidden: true });
    expect(visitor.body).not.toContain('ordine.xlsx');
  });

  it('lists the customer’s imports on /import-order', async () => {
    const data = (await ask(demo, '/import-order')).json() as { imports: Array<{ id: number; state: string }> };
    expect(data.imports).toContainEqual(expect.objectContaining({ id: importId, state: 'open' }));
  });
});

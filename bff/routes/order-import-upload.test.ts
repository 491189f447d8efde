import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConformanceFixture } from '../../adapters/conformance/fixture.ts';
import { hugeSharedStringWorkbook, manyRowsWorkbook, rawWorkbook } from '../../shared/testing/raw-workbook.ts';
import { EXE_BYTES, PDF_BYTES } from '../../shared/testing/sample-files.ts';
import { ReaderBusy } from '../lib/order-import/read-in-worker.ts';
import { MAX_IMPORT_FILE_BYTES } from '../../shared/order-import-limits.ts';
import { createTestApp, demoFixtureOf, TestClient, type TestApp } from '../testing/test-app.ts';

let shop: TestApp;
let fixture: ConformanceFixture;
beforeAll(async () => {
  shop = await createTestApp();
  fixture = await demoFixtureOf(shop);
});
afterAll(async () => shop.close());

async function customer(username = 'demo'): Promise<{ client: TestClient; csrfToken: string }> {
  const client = new TestClient(shop.app);
  await client.login(username, username);
  return { client, csrfToken: (await client.principal()).csrfToken };
}

async function upload(
  who: { client: TestClient; csrfToken?: string },
  file?: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? '';
  const csrf = who.csrfToken ? { 'x-csrf-token': who.csrfToken } : {};
  return who.client.request({
    method: 'POST',
    url: '/import-order/upload',
    payload,
    headers: { 'content-type': contentType, accept: 'application/json', ...csrf },
  });
}

/** The import's rows as the port keeps them, for the demo customer. */
async function storedRows(url: string) {
  const account = await shop.app.ports.accounts.login({ username: 'demo', password: 'demo' }, { requestId: 't', actor: null });
  const actor = { userId: account.userId, customerId: account.customerId };
  const importId = Number(url.split('/').pop());
  return (await shop.app.ports.orderImport.rows({ importId }, { requestId: 't', actor })).rows;
}

async function workbook(rows: Array<Array<string | number | null>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ordine');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('POST /import-order/upload', () => {
  it('stores a workbook with each code matched and answers the confirm page', async () => {
    const demo = await customer();
    const { found, replacedByOe, ambiguous, unknownCode } = fixture.orderImport;
    const bytes = await workbook([
      ['Codice', 'Quantità', 'Riferimento'],
      [found.code, 2, 'RIF-1'],
      [replacedByOe.code, '1.000', 'RIF-2'],
      [ambiguous.code, 'due', ''],
      [unknownCode, 1, ''],
    ]);
    const res = await upload(demo, { name: 'ordine marzo.xlsx', bytes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OK', url: expect.stringMatching(/^\/import-order\/\d+$/), sheet: 'Ordine' });
    const importId = Number(res.json().url.split('/').pop());
    const account = await shop.app.ports.accounts.login({ username: 'demo', password: 'demo' }, { requestId: 't', actor: null });
    const actor = { userId: account.userId, customerId: account.customerId };
    const { rows } = await shop.app.ports.orderImport.rows({ importId }, { requestId: 't', actor });
    expect(rows.map((r) => [r.line, r.status, r.quantity, r.reference])).toEqual([
      [2, 'found', 2, 'RIF-1'],
      [3, 'replaced', 1000, 'RIF-2'],
      [4, 'ambiguous', null, ''],
      [5, 'not_found', 1, ''],
    ]);
    expect(rows[0]?.product?.productId).toBe(found.productId);
  });

  it('imports a Windows-1252 csv with its accents intact', async () => {
    const demo = await customer();
    const bytes = iconv.encode(`Codice;Q.tà;Rif.\r\n${fixture.orderImport.found.code};3;Citroën però\r\n`, 'win1252');
    const res = await upload(demo, { name: 'ordine.csv', bytes });
    expect(res.json()).toMatchObject({ status: 'OK', sheet: '' });
  });

  it('asks for the columns when no header names them', async () => {
    const demo = await customer();
    const res = await upload(demo, { name: 'ordine.csv', bytes: Buffer.from('W 712/95;4\n') });
    expect(res.json()).toMatchObject({ status: 'COLUMNS', preview: [{ line: 1, cells: ['W 712/95', '4'] }] });
    const columns = JSON.stringify({ code: 0, quantity: 1, reference: null, firstRowIsHeader: false });
    const picked = await upload(demo, { name: 'ordine.csv', bytes: Buffer.from('W 712/95;4\n') }, { columns });
    expect(picked.json()).toMatchObject({ status: 'OK' });
    const bad = await upload(demo, { name: 'ordine.csv', bytes: Buffer.from('W 712/95;4\n') }, { columns: '{"code":-1}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().statusKo).toMatch(/colonn/);
  });

  it('refuses every bad file with a 4xx whose statusKo is an Italian text, never a 5xx', async () => {
    const demo = await customer();
    const header = 'Codice;Quantità\n';
    const cases: Array<[string, Buffer, number, RegExp]> = [
      ['preventivo.xlsx', PDF_BYTES, 415, /non è un foglio di calcolo/],
      ['ordine.xlsx', EXE_BYTES, 415, /non è un foglio di calcolo/],
      ['ordine.xlsx', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]), 415, /protetto da password/],
      ['ordine.xlsx', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64)]), 400, /danneggiato/],
      ['ordine.csv', Buffer.from(header), 400, /solo l’intestazione/],
      ['ordine.csv', Buffer.from(`${header}${'A1;1\n'.repeat(5001)}`), 413, /più di 5.000 righe/],
      ['ordine.csv', Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 0x41), 413, /10 MB/],
      ['vuoto.csv', Buffer.alloc(0), 400, /vuoto/],
    ];
    for (const [name, bytes, status, text] of cases) {
      const res = await upload(demo, { name, bytes });
      expect([name, res.statusCode]).toEqual([name, status]);
      expect(res.json().statusKo).toMatch(text);
    }
    const none = await upload(demo);
    expect([none.statusCode, none.json().statusKo]).toEqual([400, 'Scegli il file dell’ordine da caricare.']);
  });

  it('imports the sample files of fixtures/imports with each status, the csv’s accents intact', async () => {
    const demo = await customer();
    const account = await shop.app.ports.accounts.login({ username: 'demo', password: 'demo' }, { requestId: 't', actor: null });
    const actor = { userId: account.userId, customerId: account.customerId };
    for (const name of ['ordine-esempio.xlsx', 'ordine-windows-1252.csv']) {
      const bytes = readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url));
      const res = await upload(demo, { name, bytes });
      const importId = Number(res.json().url.split('/').pop());
      const { rows } = await shop.app.ports.orderImport.rows({ importId }, { requestId: 't', actor });
      expect(rows.map((r) => [r.status, r.matchedBy, r.quantity])).toEqual([
        ['found', 'article', 2],
        ['replaced', 'oe', 1],
        ['replaced', 'cross-reference', 4],
        ['ambiguous', expect.any(String), 1],
        ['not_found', null, 3],
      ]);
      if (name.endsWith('.csv')) expect(rows[1]?.reference).toBe('Citroën C3 – però');
    }
  });

  it('offers a template whose header the upload recognises', async () => {
    const demo = await customer();
    const template = await demo.client.request({ url: '/import-order/template.xlsx' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Codice', 'Quantità', 'Riferimento']);
  });

  it('is for logged-in customers: a visitor gets 401', async () => {
    const visitor = new TestClient(shop.app);
    const { csrfToken } = await visitor.principal();
    const res = await upload({ client: visitor, csrfToken }, { name: 'ordine.csv', bytes: Buffer.from('Codice;Qta\nA;1\n') });
    expect(res.statusCode).toBe(401);
  });

  describe('files as Excel and other programs write them, and hostile ones within the limits', () => {
    it('refuses a million-row workbook (6 MB) as more than 5.000 rows, after reading only its first rows', async () => {
      const demo = await customer();
      const bytes = manyRowsWorkbook(1_000_000);
      expect(bytes.length).toBeLessThan(MAX_IMPORT_FILE_BYTES);
      const res = await upload(demo, { name: 'milione.xlsx', bytes });
      expect(res.statusCode).toBe(413);
      expect(res.json().statusKo).toBe('Il file ha più di 5.000 righe: dividi l’ordine in più file.');
      const full = await upload(demo, { name: 'cinquemila.xlsx', bytes: manyRowsWorkbook(5000) });
      expect(full.statusCode).toBe(200);
      const account = await shop.app.ports.accounts.login({ username: 'demo', password: 'demo' }, { requestId: 't', actor: null });
      const importId = Number(full.json().url.split('/').pop());
      const summary = await shop.app.ports.orderImport.get({ importId }, { requestId: 't', actor: account });
      expect(summary.rows).toBe(5000);
    }, 60_000);

    it('imports a workbook whose first cell is a 5 MB shared string, and asks the columns of one of 50 MB: replies and rows bounded', async () => {
      const demo = await customer();
      const res = await upload(demo, { name: 'enorme.xlsx', bytes: hugeSharedStringWorkbook(5) });
      expect(res.statusCode).toBe(200);
      expect(res.payload.length).toBeLessThan(500);
      const rows = await storedRows(res.json().url);
      expect(rows.map((r) => [r.line, r.code, r.quantity])).toEqual([[3, 'HU 972/7 x', 2]]);
      // Without a header the columns are asked for with the first rows (a 52 MB reply before): each cell cut to what
      // tells its column.
      const noHeader = rawWorkbook(
        ['<row><c t="s"><v>0</v></c><c><v>4</v></c></row>'],
        [`<si><t>${'Y'.repeat(50 * 1024 * 1024)}</t></si>`],
      );
      const columns = await upload(demo, { name: 'enorme.xlsx', bytes: noHeader });
      expect(columns.statusCode).toBe(200);
      expect(columns.payload.length).toBeLessThan(500);
      expect(columns.json()).toMatchObject({ status: 'COLUMNS', preview: [{ line: 1, cells: [`${'Y'.repeat(59)}…`, 4] }] });
    }, 60_000);

    it('shows a code too long as a row error, never matched, and a reference too long kept cut', async () => {
      const demo = await customer();
      const code = 'W'.repeat(50_000);
      const bytes = Buffer.from(`Codice;Qta;Rif\n${code};1;R\n${fixture.orderImport.found.code};2;${'R'.repeat(300)}\n`);
      const res = await upload(demo, { name: 'lunghi.csv', bytes });
      expect(res.statusCode).toBe(200);
      const rows = await storedRows(res.json().url);
      expect(rows.map((r) => [r.status, r.problem, r.code.length, r.reference.length])).toEqual([
        ['not_found', 'code-too-long', 100, 1],
        ['found', 'reference-too-long', fixture.orderImport.found.code.length, 200],
      ]);
    });

    it('reads Unicode text (UTF-16 LE with BOM, tabs) and UTF-16 BE with semicolons as the Windows-1252 csv', async () => {
      const demo = await customer();
      const { found } = fixture.orderImport;
      const le = Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        iconv.encode(`Codice\tQuantità\tRiferimento\r\n${found.code}\t3\tCitroën\r\n`, 'utf16le'),
      ]);
      const be = Buffer.concat([
        Buffer.from([0xfe, 0xff]),
        iconv.encode(`Codice;Quantità;Riferimento\r\n${found.code};4;però\r\n`, 'utf16be'),
      ]);
      for (const [bytes, quantity, reference] of [
        [le, 3, 'Citroën'],
        [be, 4, 'però'],
      ] as const) {
        const res = await upload(demo, { name: 'ordine.txt', bytes });
        expect(res.statusCode).toBe(200);
        const rows = await storedRows(res.json().url);
        expect(rows.map((r) => [r.status, r.quantity, r.reference])).toEqual([['found', quantity, reference]]);
      }
    });

    it('takes a formula’s cached value for code and quantity, with no type attribute and shared', async () => {
      const demo = await customer();
      const { found } = fixture.orderImport;
      const bytes = rawWorkbook(
        [
          '<row r="1"><c r="A1" t="inlineStr"><is><t>Codice</t></is></c><c r="B1" t="inlineStr"><is><t>Qta</t></is></c></row>',
          `<row r="2"><c r="A2" t="str"><f>"${found.code}"</f><v>${found.code}</v></c><c r="B2"><f>1+1</f><v>2</v></c></row>`,
          `<row r="3"><c r="A3" t="str"><f>A2</f><v>${found.code}</v></c><c r="B3"><f t="shared" ref="B3:B4" si="0">B2*3</f><v>6</v></c></row>`,
        ],
        [],
      );
      const res = await upload(demo, { name: 'formule.xlsx', bytes });
      expect(res.statusCode).toBe(200);
      expect((await storedRows(res.json().url)).map((r) => [r.line, r.status, r.quantity])).toEqual([
        [2, 'found', 2],
        [3, 'found', 6],
      ]);
    });

    it('answers 503 with Retry-After in the shop’s words when every reader stays busy', async () => {
      const demo = await customer();
      const read = vi.spyOn(shop.app.orderFileReader, 'read').mockRejectedValueOnce(new ReaderBusy('busy'));
      try {
        const res = await upload(demo, { name: 'ordine.csv', bytes: Buffer.from('Codice;Qta\nA;1\n') });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('10');
        expect(res.json().statusKo).toBe('Stiamo leggendo altri file in questo momento: riprova tra 10 secondi.');
      } finally {
        read.mockRestore();
      }
    });
  });
});

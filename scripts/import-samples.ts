/**
 * Writes the sample order files of fixtures/imports/ from a reference database (the demo data's first products,
 * which every catalogue size has): `npx tsx scripts/import-samples.ts [database file]`.
 * - ordine-esempio.xlsx: found, replaced (OE number, competitor's code), ambiguous and unknown rows;
 * - ordine-windows-1252.csv: semicolons, Windows-1252, accented references;
 * - ordine-5000-righe.xlsx: 5,000 rows of article codes, OE numbers and competitor's codes, for the benchmark.
 */
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../shared/sqlite.ts';
import { migrations } from '../adapters/reference/migrations/index.ts';
import { templateDatabase } from '../adapters/reference/template.ts';
import { orderImportFixture } from '../adapters/reference/order-import/import-fixture.ts';
import type { ConformanceFixture } from '../adapters/conformance/fixture.ts';

const OUT = new URL('../fixtures/imports/', import.meta.url);
const db = openDatabase(process.argv[2] ?? templateDatabase(3000), migrations);
const { orderImport: codes } = orderImportFixture(db) as Pick<ConformanceFixture, 'orderImport'>;
const pluck = (sql: string) => db.prepare<[], string>(sql).pluck().all();
const articles = pluck('SELECT code FROM products WHERE id <= 3000 ORDER BY id');
const oes = pluck(
  'SELECT o.code FROM oe_codes o JOIN product_oe_codes po ON po.oe_code_id = o.id WHERE po.product_id <= 3000 ORDER BY o.id',
);
const competitors = pluck('SELECT code FROM competitor_codes WHERE product_id <= 3000 ORDER BY product_id');
db.close();

async function workbook(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ordine');
  sheet.addRow(['Codice', 'Quantità', 'Riferimento']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const sample = [
  [codes.found.code, 2, 'Officina Bianchi – tagliando'],
  [codes.replacedByOe.code, 1, 'Panda di Rossi'],
  [codes.replacedByCrossReference.code, '4 pz', 'Scorta magazzino'],
  [codes.ambiguous.code, 1, 'Cliente Verdi'],
  [codes.unknownCode, 3, 'Codice da verificare'],
];
writeFileSync(new URL('ordine-esempio.xlsx', OUT), await workbook(sample));
const csv = ['Codice;Quantità;Riferimento', ...sample.map((row) => row.join(';').replace('Panda di Rossi', 'Citroën C3 – però'))].join(
  '\r\n',
);
writeFileSync(new URL('ordine-windows-1252.csv', OUT), iconv.encode(`${csv}\r\n`, 'win1252'));
const sources = [articles, oes, competitors];
const big = Array.from({ length: 5000 }, (_, i) => {
  const list = sources[i % 3] ?? articles;
  return [list[Math.floor(i / 3) % list.length] ?? codes.found.code, (i % 4) + 1, `RIF-${i + 1}`];
});
writeFileSync(new URL('ordine-5000-righe.xlsx', OUT), await workbook(big));

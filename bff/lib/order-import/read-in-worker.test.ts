import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { hugeSharedStringWorkbook, rawWorkbook } from '../../../shared/testing/raw-workbook.ts';
import { PDF_BYTES } from '../../../shared/testing/sample-files.ts';
import { OrderFileReader, ReaderBusy } from './read-in-worker.ts';
import { readOrderFile } from './read-order-file.ts';

const reader = new OrderFileReader();
afterAll(() => reader.close());

async function workbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ordine');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('reading order files in a worker thread', () => {
  it('answers what reading in the shop would, files one after another and at once', async () => {
    const big = readFileSync(new URL('../../../fixtures/imports/ordine-5000-righe.xlsx', import.meta.url));
    const small = await workbook([
      ['Codice', 'Qta', 'Rif.'],
      ['OC 90', '1.000', 'R1'],
    ]);
    const [bigRead, smallRead] = await Promise.all([reader.read(big), reader.read(small)]);
    expect(bigRead).toEqual(await readOrderFile(big));
    expect(smallRead).toMatchObject({ kind: 'lines', sheet: 'Ordine', lines: [{ code: 'OC 90', quantity: 1000, reference: 'R1' }] });
    const noHeader = await workbook([['OC 90', 2]]);
    expect(await reader.read(noHeader, { code: 0, quantity: 1, reference: null, firstRowIsHeader: false })).toMatchObject({
      lines: [{ code: 'OC 90', quantity: 2 }],
    });
  });

  it('refuses a file that is not a spreadsheet with its problem, and reads the next file', async () => {
    await expect(reader.read(Buffer.from(PDF_BYTES))).rejects.toMatchObject({ name: 'SheetError', problem: 'not-a-spreadsheet' });
    await expect(reader.read(await workbook([['Codice'], ['X1']]))).resolves.toMatchObject({ lines: [{ code: 'X1' }] });
  });

  it('starts a new worker for the next file once closed', async () => {
    await reader.close();
    await expect(reader.read(await workbook([['Codice'], ['X2']]))).resolves.toMatchObject({ lines: [{ code: 'X2' }] });
  });

  it('reads two files at once; a third waits its turn, and past the wait is refused as busy', async () => {
    const slow = hugeSharedStringWorkbook(10);
    const quick = new OrderFileReader({ waitMs: 100 });
    try {
      const reads = [quick.read(slow), quick.read(slow), quick.read(slow)].map((read) =>
        read.then(
          () => 'read',
          (error: unknown) => (error instanceof ReaderBusy ? `busy, retry after ${error.retryAfterSeconds} s` : String(error)),
        ),
      );
      expect(await Promise.all(reads)).toEqual(['read', 'read', 'busy, retry after 10 s']);
      const patient = new OrderFileReader({ waitMs: 60_000 });
      const waited = await Promise.all([patient.read(slow), patient.read(slow), patient.read(slow)]);
      expect(waited.map((read) => read.kind)).toEqual(['lines', 'lines', 'lines']);
      await patient.close();
    } finally {
      await quick.close();
    }
  }, 60_000);

  it('answers a file that runs its reader out of memory as too complex, and reads the next file', async () => {
    const small = new OrderFileReader({ heapMb: 32 });
    try {
      const cell = 'Ж'.repeat(200); // two bytes a character in memory
      const rows = Array.from({ length: 5000 }, () => `<row>${`<c t="inlineStr"><is><t>${cell}</t></is></c>`.repeat(9)}</row>`);
      await expect(small.read(rawWorkbook(rows))).rejects.toMatchObject({ name: 'SheetError', problem: 'too-complex' });
      await expect(small.read(await workbook([['Codice'], ['X3']]))).resolves.toMatchObject({ lines: [{ code: 'X3' }] });
    } finally {
      await small.close();
    }
  }, 60_000);
});

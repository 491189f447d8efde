import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROKEN_ZIP_BYTES, EXE_BYTES, PDF_BYTES } from '../../../shared/testing/sample-files.ts';
import { readOrderFile } from './read-order-file.ts';
import { MAX_UNPACKED_BYTES } from './zip-check.ts';

type Rows = Array<Array<ExcelJS.CellValue>>;

async function xlsx(sheets: Array<{ name: string; rows: Rows; hidden?: boolean; merge?: string }>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name, { state: sheet.hidden ? 'hidden' : 'visible' });
    for (const row of sheet.rows) ws.addRow(row);
    if (sheet.merge) ws.mergeCells(sheet.merge);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A one-file zip written by hand, its central directory claiming `declared` unpacked bytes. */
function zipOf(name: string, content: Buffer, declared = content.length): Buffer {
  const data = deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + nameBytes.length, 12);
  end.writeUInt32LE(30 + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

async function problemOf(bytes: Buffer): Promise<string> {
  return readOrderFile(bytes).then(
    () => 'read',
    (error: unknown) => (error as { problem?: string }).problem ?? String(error),
  );
}

const header = ['Codice', 'Q.tà', 'Rif.'];

describe('reading an order file', () => {
  it('reads a workbook by its header: codes, Italian quantities, references, formulas by their cached value', async () => {
    const bytes = await xlsx([
      { name: 'Nascosto', rows: [['ZZZ', 1]], hidden: true },
      {
        name: 'Ordine',
        rows: [
          ['Ordine di marzo'],
          header,
          ['W 712/95', 4, 'RIF-1'],
          [1234567, { formula: '2*2', result: 4 }, null],
          ['OC 90', '1.000', { richText: [{ text: 'RIF' }, { text: '-3' }] }],
          ['B1', '2 pz', ''],
          ['B2', '1,5', ''],
          ['B3', -2, ''],
          ['B4', 'due', ''],
          [null, 150, 'Totale'],
        ],
      },
      { name: 'Note', rows: [['x']] },
    ]);
    const read = await readOrderFile(bytes);
    expect(read).toMatchObject({ kind: 'lines', sheet: 'Ordine', otherSheets: ['Note'] });
    if (read.kind !== 'lines') return;
    expect(read.lines).toEqual([
      { line: 3, code: 'W 712/95', reference: 'RIF-1', quantity: 4, quantityText: '4' },
      { line: 4, code: '1234567', reference: '', quantity: 4, quantityText: '4' },
      { line: 5, code: 'OC 90', reference: 'RIF-3', quantity: 1000, quantityText: '1.000' },
      { line: 6, code: 'B1', reference: '', quantity: 2, quantityText: '2 pz' },
      { line: 7, code: 'B2', reference: '', quantity: null, quantityText: '1,5' },
      { line: 8, code: 'B3', reference: '', quantity: null, quantityText: '-2' },
      { line: 9, code: 'B4', reference: '', quantity: null, quantityText: 'due' },
    ]);
  });

  it('reads a merged range once, and cuts a 500-character code to what the port takes', async () => {
    const long = 'X'.repeat(500);
    const bytes = await xlsx([{ name: 'Foglio1', rows: [header, ['A1', 2, 'R'], [null, 3, 'R'], [long, 1, '']], merge: 'A2:A3' }]);
    const read = await readOrderFile(bytes);
    if (read.kind !== 'lines') throw new Error(read.kind);
    expect(read.lines.map((l) => [l.line, l.code.length])).toEqual([
      [2, 2],
      [4, 100],
    ]);
  });

  it('reads a Windows-1252 semicolon csv with its accents, and a UTF-8 one with BOM and commas', async () => {
    const cp1252 = iconv.encode('Codice;Quantità;Riferimento\r\nW 712/95;2;Officina Citroën – però\r\n', 'win1252');
    const read = await readOrderFile(cp1252);
    expect(read).toMatchObject({
      kind: 'lines',
      sheet: '',
      lines: [{ line: 2, code: 'W 712/95', quantity: 2, reference: 'Officina Citroën – però' }],
    });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('code,qty,reference\n"OC 90",3,"Rif, è"\n')]);
    expect(await readOrderFile(bom)).toMatchObject({ lines: [{ code: 'OC 90', quantity: 3, reference: 'Rif, è' }] });
  });

  it('asks for the columns when no header names them, and reads with the columns picked', async () => {
    const csv = Buffer.from('W 712/95;4\nOC 90;2\n');
    expect(await readOrderFile(csv)).toMatchObject({ kind: 'pick-columns', preview: [{ line: 1, cells: ['W 712/95', '4'] }, { line: 2 }] });
    const picked = await readOrderFile(csv, { code: 0, quantity: 1, reference: null, firstRowIsHeader: false });
    expect(picked).toMatchObject({
      kind: 'lines',
      lines: [
        { code: 'W 712/95', quantity: 4 },
        { code: 'OC 90', quantity: 2 },
      ],
    });
  });

  it('refuses what is not a spreadsheet: a PDF or an executable renamed, a zip of something else', async () => {
    expect(await problemOf(PDF_BYTES)).toBe('not-a-spreadsheet');
    expect(await problemOf(EXE_BYTES)).toBe('not-a-spreadsheet');
    expect(await problemOf(zipOf('word/document.xml', Buffer.from('<w/>')))).toBe('not-a-spreadsheet');
  });

  it('refuses a corrupt workbook, and a protected one (or the old .xls) by what it is', async () => {
    expect(await problemOf(BROKEN_ZIP_BYTES)).toBe('corrupt');
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    expect(await problemOf(xls)).toBe('protected-or-xls');
    const good = await xlsx([{ name: 'A', rows: [header, ['A1', 1]] }]);
    expect(await problemOf(good.subarray(0, good.length - 200))).toBe('corrupt');
  });

  it('never unpacks a zip bomb: too big as declared, or bigger than its header says', async () => {
    expect(await problemOf(zipOf('xl/workbook.xml', Buffer.from('<x/>'), MAX_UNPACKED_BYTES + 1))).toBe('too-big-unpacked');
    expect(await problemOf(zipOf('xl/workbook.xml', Buffer.alloc(5_000_000), 1000))).toBe('too-big-unpacked');
  });

  it('refuses an empty sheet, a header alone and more than 5,000 rows', async () => {
    expect(await problemOf(await xlsx([{ name: 'Vuoto', rows: [] }]))).toBe('empty-sheet');
    expect(await problemOf(Buffer.from(''))).toBe('empty-sheet');
    expect(await problemOf(Buffer.from('Codice;Quantità\n'))).toBe('header-only');
    const rows = Array.from({ length: 5001 }, (_, i) => `A${i};1`).join('\n');
    expect(await problemOf(Buffer.from(`Codice;Qta\n${rows}\n`))).toBe('too-many-rows');
    const full = Array.from({ length: 5000 }, (_, i) => `A${i};1`).join('\n');
    expect(await readOrderFile(Buffer.from(`Codice;Qta\n${full}\n`))).toMatchObject({ kind: 'lines', lines: { length: 5000 } });
  });
});

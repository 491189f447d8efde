import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { hugeSharedStringWorkbook, rawWorkbook, zipOf } from '../../../shared/testing/raw-workbook.ts';
import { BROKEN_ZIP_BYTES, EXE_BYTES, PDF_BYTES } from '../../../shared/testing/sample-files.ts';
import { readOrderFile } from './read-order-file.ts';
import { MAX_UNPACKED_BYTES } from './zip-entries.ts';

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
      { line: 3, code: 'W 712/95', reference: 'RIF-1', quantity: 4, quantityText: '4', problem: null },
      { line: 4, code: '1234567', reference: '', quantity: 4, quantityText: '4', problem: null },
      { line: 5, code: 'OC 90', reference: 'RIF-3', quantity: 1000, quantityText: '1.000', problem: null },
      { line: 6, code: 'B1', reference: '', quantity: 2, quantityText: '2 pz', problem: null },
      { line: 7, code: 'B2', reference: '', quantity: null, quantityText: '1,5', problem: null },
      { line: 8, code: 'B3', reference: '', quantity: null, quantityText: '-2', problem: null },
      { line: 9, code: 'B4', reference: '', quantity: null, quantityText: 'due', problem: null },
    ]);
  });

  it('reads a merged range once; a code or reference too long for its field is a row error, kept cut', async () => {
    const long = 'X'.repeat(500);
    const bytes = await xlsx([
      { name: 'Foglio1', rows: [header, ['A1', 2, 'R'], [null, 3, 'R'], [long, 1, ''], ['A2', 1, 'R'.repeat(201)]], merge: 'A2:A3' },
    ]);
    const read = await readOrderFile(bytes);
    if (read.kind !== 'lines') throw new Error(read.kind);
    expect(read.lines.map((l) => [l.line, l.code.length, l.reference.length, l.problem])).toEqual([
      [2, 2, 1, null],
      [4, 100, 0, 'code-too-long'],
      [5, 2, 200, 'reference-too-long'],
    ]);
    expect(read.lines[1]?.code.endsWith('X…')).toBe(true);
  });

  it('gives a formula its cached value with or without a type, shared or not; inline strings and rich text by their text', async () => {
    const bytes = rawWorkbook(
      [
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Codice</t></is></c><c r="B1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>',
        '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><f>1+1</f><v>2</v></c><c r="C2" t="str"><f>"RIF-"&amp;1</f><v>RIF-1</v></c></row>',
        '<row r="3"><c r="A3" t="inlineStr"><is><r><t>OC</t></r><r><t xml:space="preserve"> 90</t></r></is></c>' +
          '<c r="B3"><f t="shared" ref="B3:B4" si="0">B2*2</f><v>4</v></c></row>',
        '<row r="4"><c r="A4" t="s"><v>3</v></c><c r="B4"><f t="shared" si="0"/><v>8</v></c><c r="C4" t="e"><v>#REF!</v></c></row>',
        '<row r="6"><c r="B6" t="b"><v>1</v></c></row>',
      ],
      [
        '<si><t>Quantità</t></si>',
        '<si><r><t>Rif</t></r><r><t>.</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>',
        '<si><t>W 712/95</t></si>',
        '<si><t>HU 972/7 x</t></si>',
      ],
    );
    expect(await readOrderFile(bytes)).toMatchObject({
      kind: 'lines',
      sheet: 'Ordine',
      lines: [
        { line: 2, code: 'W 712/95', quantity: 2, reference: 'RIF-1' },
        { line: 3, code: 'OC 90', quantity: 4, reference: '' },
        { line: 4, code: 'HU 972/7 x', quantity: 8, reference: '' },
      ],
    });
  });

  it('reads a million-row workbook only to its 5,001st data row, and cuts a 50 MB shared string', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `<row><c t="inlineStr"><is><t>A${i}</t></is></c><c><v>1</v></c></row>`);
    const tooMany = rawWorkbook(['<row><c t="inlineStr"><is><t>Codice</t></is></c></row>', ...rows]);
    expect(await problemOf(tooMany)).toBe('too-many-rows');
    const huge = hugeSharedStringWorkbook(50);
    const read = await readOrderFile(huge);
    expect(read).toMatchObject({ kind: 'lines', lines: [{ line: 3, code: 'HU 972/7 x', quantity: 2 }] });
    expect(JSON.stringify(read).length).toBeLessThan(1000);
    const noHeader = await readOrderFile(
      rawWorkbook(['<row><c t="s"><v>0</v></c><c><v>1</v></c></row>'], [`<si><t>${'Y'.repeat(100_000)}</t></si>`]),
    );
    if (noHeader.kind !== 'pick-columns') throw new Error(noHeader.kind);
    expect(noHeader.preview[0]?.cells).toEqual(['Y'.repeat(59) + '…', 1]);
  }, 60_000);

  it('refuses a file whose cells hold more than it may keep as too complex, not as damaged', async () => {
    const cell = 'Z'.repeat(250);
    const rows = Array.from({ length: 1000 }, () => `<row>${`<c t="inlineStr"><is><t>${cell}</t></is></c>`.repeat(50)}</row>`);
    expect(await problemOf(rawWorkbook(rows))).toBe('too-complex');
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

  it('reads the Unicode text Excel saves (UTF-16 LE with BOM, tabs) and UTF-16 BE, by tabs, semicolons or commas', async () => {
    const expected = { kind: 'lines', lines: [{ line: 2, code: 'W 712/95', quantity: 2, reference: 'Citroën però' }] };
    for (const separator of ['\t', ';', ',']) {
      const text = ['Codice', 'Quantità', 'Riferimento'].join(separator) + `\r\nW 712/95${separator}2${separator}Citroën però\r\n`;
      const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]);
      const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf16be')]);
      expect(await readOrderFile(le)).toMatchObject(expected);
      expect(await readOrderFile(be)).toMatchObject(expected);
      expect(await readOrderFile(iconv.encode(text, 'utf16le'))).toMatchObject(expected);
    }
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
    expect(await problemOf(zipOf({ 'word/document.xml': '<w/>' }))).toBe('not-a-spreadsheet');
  });

  it('refuses a corrupt workbook, and a protected one (or the old .xls) by what it is', async () => {
    expect(await problemOf(BROKEN_ZIP_BYTES)).toBe('corrupt');
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    expect(await problemOf(xls)).toBe('protected-or-xls');
    const good = await xlsx([{ name: 'A', rows: [header, ['A1', 1]] }]);
    expect(await problemOf(good.subarray(0, good.length - 200))).toBe('corrupt');
  });

  it('never unpacks a zip bomb: too big as declared, or bigger than its header says', async () => {
    expect(await problemOf(zipOf({ 'xl/workbook.xml': '<x/>' }, { 'xl/workbook.xml': MAX_UNPACKED_BYTES + 1 }))).toBe('too-big-unpacked');
    expect(await problemOf(zipOf({ 'xl/workbook.xml': Buffer.alloc(5_000_000) }, { 'xl/workbook.xml': 1000 }))).toBe('too-big-unpacked');
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

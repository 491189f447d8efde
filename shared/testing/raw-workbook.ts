import { deflateRawSync } from 'node:zlib';

/**
 * Zips and workbooks written by hand, byte for byte, for the order-import tests and benchmark: the files other
 * programs write (a formula without a type, a shared formula, an inline string), the hostile ones (a million rows,
 * a 50 MB shared string, a part bigger than its header says) that no spreadsheet library writes on request.
 */

/** A zip of the files given (deflated), each entry's central-directory size `declared[name]` when given, else its own. */
export function zipOf(files: Record<string, string | Buffer>, declared: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const data = deflateRawSync(bytes);
    const nameBytes = Buffer.from(name);
    const size = declared[name] ?? bytes.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A one-sheet workbook ("Ordine") whose sheet data (the `<row>`s) and shared strings (the `<si>`s) are given as
 * XML, in parts so a million rows need not be one string.
 */
export function rawWorkbook(rows: ReadonlyArray<string | Buffer>, sharedStrings: ReadonlyArray<string | Buffer> = []): Buffer {
  const part = (before: string, middle: ReadonlyArray<string | Buffer>, after: string) =>
    Buffer.concat([Buffer.from(before), ...middle.map((m) => (typeof m === 'string' ? Buffer.from(m) : m)), Buffer.from(after)]);
  return zipOf({
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Ordine" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': part(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`,
      rows,
      '</sheetData></worksheet>',
    ),
    'xl/sharedStrings.xml': part(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${MAIN}">`, sharedStrings, '</sst>'),
  });
}

/**
 * A workbook of a header and `rows` data rows, each a distinct code (a shared string) and a quantity: the shape of
 * the million-row file a customer or an attacker may upload (about 8 MB zipped for a million rows).
 */
export function manyRowsWorkbook(rows: number): Buffer {
  // Rows and cells without their optional `r` (as some exporters write them); built in blocks, not a string a row.
  const sheet: Buffer[] = [Buffer.from('<row><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row>')];
  const strings: Buffer[] = [Buffer.from('<si><t>Codice</t></si><si><t>Quantità</t></si>')];
  const BLOCK = 50_000;
  for (let from = 1; from <= rows; from += BLOCK) {
    const sheetBlock: string[] = [];
    const stringBlock: string[] = [];
    for (let i = from; i < Math.min(rows + 1, from + BLOCK); i++) {
      sheetBlock.push(`<row><c t="s"><v>${i + 1}</v></c><c><v>${(i % 9) + 1}</v></c></row>`);
      stringBlock.push(`<si><t>ART-${String(i).padStart(7, '0')}</t></si>`);
    }
    sheet.push(Buffer.from(sheetBlock.join('')));
    strings.push(Buffer.from(stringBlock.join('')));
  }
  return rawWorkbook(sheet, strings);
}

/** A workbook whose first cell is a shared string of `megabytes` MB, then a header and one order row. */
export function hugeSharedStringWorkbook(megabytes: number): Buffer {
  const huge = Buffer.alloc(megabytes * 1024 * 1024, 'X');
  return rawWorkbook(
    [
      '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c></row>',
      '<row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3"><v>2</v></c></row>',
    ],
    [Buffer.from('<si><t>'), huge, Buffer.from('</t></si><si><t>Codice</t></si><si><t>Quantità</t></si><si><t>HU 972/7 x</t></si>')],
  );
}

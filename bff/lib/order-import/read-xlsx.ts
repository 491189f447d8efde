import { CellBudget, MAX_CELL_CHARS, MAX_COLUMNS } from './cell-budget.ts';
import { type Cell, SheetError, type Sheet } from './sheet-types.ts';
import { readXml } from './xml-stream.ts';
import { entryText, type ZipEntry, zipEntries } from './zip-entries.ts';

const WORKBOOK = 'xl/workbook.xml';
/** Text gathered for one cell before it is cut: the rest of a longer one is let go as it is read. */
const GATHER_CHARS = MAX_CELL_CHARS * 2;

/** A cell that names a shared string, looked up once the rows are read. */
interface SharedRef {
  shared: number;
}
type RawCell = Cell | SharedRef;

/**
 * The first visible sheet of a workbook, read as a stream (the zip's parts unpacked and parsed a chunk at a time),
 * up to `maxRows` non-empty rows and the first MAX_COLUMNS columns: a sheet of a million rows costs what its first
 * rows cost. Cells are cut to MAX_CELL_CHARS as they are read (cell-budget.ts). A formula gives its cached value,
 * with or without a type attribute, shared or not, never evaluated; rich text and inline strings give their text (a
 * phonetic reading left out); an error cell is empty. Shared strings are looked up after the rows, keeping only
 * those the rows name. `not-a-spreadsheet` for a zip without a workbook, `corrupt` when a part cannot be read.
 */
export async function readXlsx(bytes: Buffer, maxRows: number): Promise<Sheet> {
  const entries = zipEntries(bytes);
  const part = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw new SheetError('corrupt', `no ${name}`);
    return entry;
  };
  if (!entries.has(WORKBOOK)) throw new SheetError('not-a-spreadsheet', 'a zip without a workbook');
  const sheets = await readSheetList(bytes, part(WORKBOOK));
  const targets = await readRelationships(bytes, entries.get('xl/_rels/workbook.xml.rels'));
  const visible = sheets.filter((sheet) => sheet.visible);
  const [first] = visible;
  if (!first) throw new SheetError('empty-sheet', 'no visible sheet');
  const budget = new CellBudget();
  const rows = await readRows(bytes, part(targets.get(first.relationship) ?? 'xl/worksheets/sheet1.xml'), maxRows, budget);
  const sharedStrings = entries.get(targets.get('sharedStrings') ?? 'xl/sharedStrings.xml');
  const strings = await readSharedStrings(bytes, sharedStrings, sharedIndexes(rows), budget);
  return {
    name: first.name,
    rows: rows.map(({ line, cells }) => ({
      line,
      cells: cells.map((cell) => (isShared(cell) ? (strings.get(cell.shared) ?? null) : cell)),
    })),
    otherSheets: visible.slice(1).map((sheet) => sheet.name),
  };
}

const isShared = (cell: RawCell): cell is SharedRef => typeof cell === 'object' && cell !== null;

async function readSheetList(bytes: Buffer, workbook: ZipEntry) {
  const sheets: Array<{ name: string; relationship: string; visible: boolean }> = [];
  await readXml(entryText(bytes, workbook), {
    open(name, attributes) {
      if (name !== 'sheet') return;
      const state = attributes.state ?? 'visible';
      sheets.push({ name: (attributes.name ?? '').slice(0, 100), relationship: attributes.id ?? '', visible: state === 'visible' });
    },
    close() {},
    text() {},
  });
  return sheets;
}

/** The workbook's parts by relationship id, and the shared strings' part as `sharedStrings`: paths in the zip. */
async function readRelationships(bytes: Buffer, rels: ZipEntry | undefined): Promise<Map<string, string>> {
  const targets = new Map<string, string>();
  if (!rels) return targets;
  await readXml(entryText(bytes, rels), {
    open(name, { Id: id, Target: target, Type: type }) {
      if (name !== 'Relationship' || !target) return;
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      if (id) targets.set(id, path);
      if (type?.endsWith('/sharedStrings')) targets.set('sharedStrings', path);
    },
    close() {},
    text() {},
  });
  return targets;
}

/** 0-based column of a cell reference ("AB12" → 27); NaN when it has no letters. */
function columnOf(reference: string): number {
  let column = 0;
  let letters = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters++;
  }
  return letters === 0 ? Number.NaN : column - 1;
}

/** The sheet's rows with a value, up to `maxRows` + 1 (one more tells the caller there were too many). */
async function readRows(
  bytes: Buffer,
  sheet: ZipEntry,
  maxRows: number,
  budget: CellBudget,
): Promise<Array<{ line: number; cells: RawCell[] }>> {
  const rows: Array<{ line: number; cells: RawCell[] }> = [];
  let line = 0;
  let cells: RawCell[] = [];
  let column = -1;
  let type = 'n';
  // The element whose text is gathered: the value (v), or an inline string's text (t, outside a phonetic reading).
  let gathering = false;
  let inPhonetic = false;
  let value = '';
  await readXml(
    entryText(bytes, sheet),
    {
      open(name, attributes) {
        if (name === 'row') {
          const r = Number(attributes.r);
          line = Number.isInteger(r) && r > line ? r : line + 1;
          cells = [];
          column = -1;
        } else if (name === 'c') {
          const at = attributes.r === undefined ? Number.NaN : columnOf(attributes.r);
          column = Number.isNaN(at) ? column + 1 : at;
          type = attributes.t ?? 'n';
          value = '';
        } else if (name === 'rPh') inPhonetic = true;
        else if (name === 'v' || (name === 't' && !inPhonetic)) gathering = true;
      },
      close(name) {
        if (name === 'v' || name === 't') gathering = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c' && column < MAX_COLUMNS) cells[column] = cellOf(type, value, budget);
        else if (name === 'row') {
          const filled = Array.from(cells, (cell) => cell ?? null);
          if (filled.some((cell) => cell !== null && cell !== '')) rows.push({ line, cells: filled });
        }
      },
      text(text) {
        if (gathering && value.length < GATHER_CHARS) value += text.slice(0, GATHER_CHARS - value.length);
      },
    },
    () => rows.length > maxRows,
  );
  return rows;
}

/** A cell by its type: a shared string's index, a formula's cached text, an inline string, a boolean, a number. */
function cellOf(type: string, value: string, budget: CellBudget): RawCell {
  switch (type) {
    case 's': {
      const index = Number(value);
      return Number.isInteger(index) && index >= 0 ? { shared: index } : null;
    }
    case 'str':
    case 'inlineStr':
      return budget.take(value) || null;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : null;
    case 'e':
      return null;
    case 'd':
      return budget.take(value.slice(0, 10)) || null;
    default: {
      if (value.trim() === '') return null;
      const number = Number(value);
      return Number.isFinite(number) ? number : budget.take(value) || null;
    }
  }
}

function sharedIndexes(rows: ReadonlyArray<{ cells: RawCell[] }>): Set<number> {
  const indexes = new Set<number>();
  for (const row of rows) for (const cell of row.cells) if (isShared(cell)) indexes.add(cell.shared);
  return indexes;
}

/**
 * The shared strings the rows name, each cut to MAX_CELL_CHARS: the part is read up to the highest index named and
 * every other string let go as it passes (a 50 MB string costs its first few hundred characters).
 */
async function readSharedStrings(
  bytes: Buffer,
  part: ZipEntry | undefined,
  wanted: Set<number>,
  budget: CellBudget,
): Promise<Map<number, string>> {
  const strings = new Map<number, string>();
  if (wanted.size === 0) return strings;
  if (!part) throw new SheetError('corrupt', 'shared strings named but missing');
  let last = -1;
  for (const wantedIndex of wanted) last = Math.max(last, wantedIndex);
  let index = -1;
  let inPhonetic = false;
  let gathering = false;
  let value = '';
  await readXml(
    entryText(bytes, part),
    {
      open(name) {
        if (name === 'si') {
          index++;
          value = '';
        } else if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && !inPhonetic && wanted.has(index)) gathering = true;
      },
      close(name) {
        if (name === 't') gathering = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si' && wanted.has(index)) strings.set(index, budget.take(value));
      },
      text(text) {
        if (gathering && value.length < GATHER_CHARS) value += text.slice(0, GATHER_CHARS - value.length);
      },
    },
    () => index > last,
  );
  return strings;
}

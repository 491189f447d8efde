import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, schemaVersion, type Database, type Migration } from './sqlite.ts';

const dirs: string[] = [];
const opened: Database[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-test-'));
  dirs.push(dir);
  return join(dir, 'nested', 'folder', 'test.sqlite');
}
function open(file: string, migrations: Migration[]): Database {
  const db = openDatabase(file, migrations);
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const migrations: Migration[] = [
  { version: 1, name: 'things', up: 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)' },
  { version: 2, name: 'seed things', up: (db) => db.prepare("INSERT INTO things (name) VALUES ('first')").run() },
];

describe('openDatabase', () => {
  it('creates the folder and sets WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    const db = open(tempFile(), []);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('keeps WAL in the file for the next connection', () => {
    const file = tempFile();
    open(file, []).close();
    const again = open(file, []);
    expect(again.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('runs pending migrations in order and records the version', () => {
    const db = open(tempFile(), [migrations[1]!, migrations[0]!]);
    expect(schemaVersion(db)).toBe(2);
    expect(db.prepare('SELECT name FROM things').all()).toEqual([{ name: 'first' }]);
  });

  it('runs each migration once across reopenings', () => {
    const file = tempFile();
    open(file, migrations).close();
    const db = open(file, migrations);
    expect(db.prepare('SELECT count(*) AS n FROM things').get()).toEqual({ n: 1 });
    expect(migrate(db, migrations)).toEqual([]);
  });

  it('runs only the migrations above the current version', () => {
    const file = tempFile();
    open(file, [migrations[0]!]).close();
    const db = open(file, [...migrations, { version: 3, name: 'more', up: "INSERT INTO things (name) VALUES ('third')" }]);
    expect(schemaVersion(db)).toBe(3);
    expect(db.prepare('SELECT name FROM things ORDER BY id').all()).toEqual([{ name: 'first' }, { name: 'third' }]);
  });

  it('rolls back a failing migration and keeps the last good version', () => {
    const file = tempFile();
    const broken: Migration = {
      version: 3,
      name: 'broken',
      up: "INSERT INTO things (name) VALUES ('half'); INSERT INTO missing_table VALUES (1);",
    };
    expect(() => openDatabase(file, [...migrations, broken])).toThrow(/missing_table/);
    const db = open(file, migrations);
    expect(schemaVersion(db)).toBe(2);
    expect(db.prepare('SELECT count(*) AS n FROM things').get()).toEqual({ n: 1 });
  });

  it('refuses duplicate or invalid versions', () => {
    expect(() => openDatabase(':memory:', [migrations[0]!, { ...migrations[1]!, version: 1 }])).toThrow(/version 1/);
    expect(() => openDatabase(':memory:', [{ version: 0, name: 'zero', up: '' }])).toThrow(/invalid version/);
  });
});

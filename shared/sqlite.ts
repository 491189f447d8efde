import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;
/** A prepared statement; `db.prepare<Params, Row>(sql)` gives one whose `get`/`all` return `Row` and take `Params`. */
export type Statement<Params extends unknown[] = unknown[], Row = unknown> = BetterSqlite3.Statement<Params, Row>;

/** One schema step; `version` is stored in `PRAGMA user_version` once `up` has run. */
export interface Migration {
  version: number;
  name: string;
  up: string | ((db: Database) => void);
}

/**
 * Opens (creating its folder) a SQLite file with the settings every database of the shop uses:
 * WAL, synchronous=FULL, foreign keys, a busy timeout; then runs the pending migrations.
 * `:memory:` is accepted for tests (no WAL there).
 */
export function openDatabase(file: string, migrations: readonly Migration[]): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The schema version recorded in the file (0 for a new one). */
export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Runs, in order, every migration above the file's `user_version`, each in its own transaction
 * that also bumps `user_version`, so a crash leaves the file at the last completed step.
 * Returns the versions it applied.
 */
export function migrate(db: Database, migrations: readonly Migration[]): number[] {
  checkMigrations(migrations);
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const run = db.transaction(() => {
      // Re-read inside the write transaction: another process may have migrated meanwhile.
      if (schemaVersion(db) >= migration.version) return false;
      if (typeof migration.up === 'string') db.exec(migration.up);
      else migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
      return true;
    });
    if (run.immediate()) applied.push(migration.version);
  }
  return applied;
}

function checkMigrations(migrations: readonly Migration[]): void {
  const seen = new Set<number>();
  for (const { version, name } of migrations) {
    if (!Number.isInteger(version) || version < 1) throw new Error(`Migration "${name}" has an invalid version ${version}`);
    if (seen.has(version)) throw new Error(`Two migrations share version ${version}`);
    seen.add(version);
  }
}

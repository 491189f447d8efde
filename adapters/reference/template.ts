import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../shared/sqlite.ts';
import { REFERENCE_FILE } from './index.ts';
import { migrations, SCHEMA_VERSION } from './migrations/index.ts';
import { GENERATOR_VERSION, seedDatabase } from './seed/index.ts';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/parts-shop/', import.meta.url));

/**
 * A seeded reference database to copy, built once per (schema, generator, size). It is written under a
 * private temporary name and renamed into place, so parallel test workers never see a half-built file.
 */
export function templateDatabase(seedProducts = 3000): string {
  const file = join(CACHE_DIR, `reference-s${SCHEMA_VERSION}-g${GENERATOR_VERSION}-p${seedProducts}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    const db = openDatabase(temporary, migrations);
    try {
      seedDatabase(db, { products: seedProducts });
      // One self-contained file: no WAL beside it to copy. openDatabase turns WAL back on in each copy.
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
    renameSync(temporary, file);
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(temporary + suffix, { force: true });
  }
  return file;
}

/** Copies the template into `${dataDir}/reference.sqlite` (creating the folder), replacing any database there. */
export function copyTemplateTo(dataDir: string, seedProducts?: number): string {
  const source = templateDatabase(seedProducts);
  const target = join(dataDir, REFERENCE_FILE);
  mkdirSync(dataDir, { recursive: true });
  for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
  copyFileSync(source, target);
  return target;
}

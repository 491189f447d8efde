import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../shared/sqlite.ts';
import { REFERENCE_FILE } from './index.ts';
import { migrations, SCHEMA_VERSION } from './migrations/index.ts';
import { GENERATOR_VERSION, seedDatabase } from './seed/index.ts';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/parts-shop/', import.meta.url));
/** What the template's content depends on: the schema and the generator with its upgrades. */
const SOURCES = ['migrations', 'seed'].map((dir) => fileURLToPath(new URL(`./${dir}/`, import.meta.url)));
let sourceHash: string | undefined;

/**
 * A hash of the schema's and generator's sources. Worktrees share node_modules (and so the cache), and a branch
 * may change the generator without a new version while it is being written: version numbers alone would hand
 * out a stale or foreign template.
 */
function sourcesHash(): string {
  if (sourceHash === undefined) {
    const hash = createHash('sha256');
    for (const dir of SOURCES) {
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /(?<!\.test)\.ts$/.test(f));
      for (const file of files.sort()) hash.update(file).update(readFileSync(join(dir, file)));
    }
    sourceHash = hash.digest('hex').slice(0, 12);
  }
  return sourceHash;
}

/**
 * A seeded reference database to copy, built once per (schema and generator sources, size). It is written under a
 * private temporary name and renamed into place, so parallel test workers never see a half-built file.
 */
export function templateDatabase(seedProducts = 3000): string {
  const file = join(CACHE_DIR, `reference-s${SCHEMA_VERSION}-g${GENERATOR_VERSION}-${sourcesHash()}-p${seedProducts}.sqlite`);
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

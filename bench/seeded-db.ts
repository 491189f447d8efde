import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFERENCE_FILE } from '../adapters/reference/index.ts';
import { migrations, SCHEMA_VERSION } from '../adapters/reference/migrations/index.ts';
import { GENERATOR_VERSION, seedDatabase } from '../adapters/reference/seed/index.ts';
import { openDatabase } from '../shared/sqlite.ts';

/** Where the seeded database of one size is kept between runs, e.g. /tmp/parts-shop-bench-1000000-v3/. */
export function cacheDirOf(products: number): string {
  return join(tmpdir(), `parts-shop-bench-${products}-v${GENERATOR_VERSION}`);
}

export interface SeededDatabase {
  /** The cached, seeded file (one self-contained file: no WAL beside it). */
  file: string;
  /** 'measured': filled by this run (fillMs is the first fill); 'reused': an earlier run's file (fillMs is that run's). */
  fill: 'measured' | 'reused';
  fillMs: number;
  fileMb: number;
}

/**
 * The seeded reference database of `products` products: an earlier run's for the same size, generator and schema
 * version when one exists and `fresh` is false, else a new one whose first fill (migrations, the generator and
 * its upgrades in one transaction, as the shop's first start does) is timed. A new file is written under a
 * private name and renamed into place, so a run killed half-way never leaves a partial database to reuse.
 */
export function seededDatabase(products: number, fresh: boolean): SeededDatabase {
  const dir = cacheDirOf(products);
  const file = join(dir, `reference-s${SCHEMA_VERSION}.sqlite`);
  // The first fill's time, written after the file is in place: a file without it is not trusted.
  const timing = `${file}.json`;
  if (!fresh && existsSync(file) && existsSync(timing)) {
    const { fillMs } = JSON.parse(readFileSync(timing, 'utf8')) as { fillMs: number };
    return { file, fill: 'reused', fillMs, fileMb: megabytes(file) };
  }
  rmSync(timing, { force: true });
  mkdirSync(dir, { recursive: true });
  removeAbandonedFills(dir);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const started = performance.now();
    const db = openDatabase(temporary, migrations);
    let fillMs: number;
    try {
      seedDatabase(db, { products });
      fillMs = Math.round(performance.now() - started);
      // One self-contained file to copy: openDatabase turns WAL back on in each copy.
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.pragma('journal_mode = DELETE');
    } finally {
      db.close();
    }
    renameSync(temporary, file);
    writeFileSync(timing, `${JSON.stringify({ fillMs, products, filledAt: new Date().toISOString() })}\n`);
    return { file, fill: 'measured', fillMs, fileMb: megabytes(file) };
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(temporary + suffix, { force: true });
  }
}

/** Copies the cached database into `dataDir` as the reference adapter's file (a reflink where the file system offers one). */
export function copyInto(seeded: SeededDatabase, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(seeded.file, join(dataDir, REFERENCE_FILE), constants.COPYFILE_FICLONE);
}

/** Half-written files of fills whose process is gone (killed mid-fill: a finally block does not run on a signal). */
function removeAbandonedFills(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = Number(/\.(\d+)\.tmp(?:-wal|-shm|-journal)?$/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) rmSync(join(dir, name), { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function megabytes(file: string): number {
  return Math.round(statSync(file).size / 1e5) / 10;
}

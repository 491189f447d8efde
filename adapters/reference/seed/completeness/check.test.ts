import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../shared/sqlite.ts';
import { REFERENCE_FILE } from '../../index.ts';
import { migrations } from '../../migrations/index.ts';
import { copyTemplateTo } from '../../template.ts';
import { DEFAULT_PRODUCTS } from '../index.ts';
import { demoDataProblems } from './check.ts';

/**
 * The whole demo data as a mechanic meets it (issue 30), at the default 50,000 products: every version has the parts
 * of its kind of car, front and rear; an engine's parts are shared by its vehicles; equivalents fit.
 * `npx tsx scripts/check-demo-data.ts 1000000` runs the same check on a million products.
 */
describe('the demo data at 50,000 products', () => {
  it('has no version without parts, no brake group without pads, and equivalents that fit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parts-shop-democheck-'));
    const db = openDatabase(copyTemplateTo(dir, DEFAULT_PRODUCTS) && join(dir, REFERENCE_FILE), migrations);
    try {
      expect(demoDataProblems(db)).toEqual([]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { openReference } from '../reference/index.ts';
import { copyTemplateTo } from '../reference/template.ts';
import { conformanceSuites } from './all-suites.ts';
import type { ConformanceSubject } from './subject.ts';

describe('conformance: reference implementation (SQLite)', () => {
  let dataDir: string;
  let reference: ReturnType<typeof openReference>;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'conformance-ref-'));
    copyTemplateTo(dataDir, 3000);
    reference = openReference({ dataDir, seedProducts: 3000 });
  });
  afterAll(() => {
    reference.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  conformanceSuites((): ConformanceSubject => ({
    ports: reference.ports,
    fixture: reference.fixture,
    customerAtProvider: reference.customerAtProvider,
  }));
});

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileVersion } from './file-version.ts';

const dir = mkdtempSync(join(tmpdir(), 'file-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a built file's version", () => {
  it('sees a new build within a second, without asking the file system on every page', async () => {
    const file = join(dir, 'index.html');
    let now = 0;
    const version = fileVersion(file, () => now);
    expect(await version()).toBeNull();
    writeFileSync(file, 'first build');
    utimesSync(file, 1000, 1000);
    now = 500;
    expect(await version()).toBeNull();
    now = 1000;
    expect(await version()).toBe(1_000_000);
    utimesSync(file, 2000, 2000);
    now = 1999;
    expect(await version()).toBe(1_000_000);
    now = 2000;
    expect(await version()).toBe(2_000_000);
  });
});

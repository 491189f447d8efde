import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readConformanceFixture } from './fixture.ts';

const EXAMPLE = fileURLToPath(new URL('../../fixtures/conformance-fixture.example.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'conformance-fixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixtureFile(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('readConformanceFixture', () => {
  it('reads the example fixture an integrator copies', () => {
    expect(readConformanceFixture(EXAMPLE)).toMatchObject({ customer: { username: 'demo' }, packedProduct: { packQty: 2 } });
  });

  it('names the file and the field of a wrong value', () => {
    const example = readConformanceFixture(EXAMPLE);
    const wrongId = fixtureFile('wrong-id.json', JSON.stringify({ ...example, missingProductId: 'none' }));
    expect(() => readConformanceFixture(wrongId)).toThrow(/wrong-id\.json[\s\S]*missingProductId/);
    const { staff: _left, ...withoutStaff } = example;
    expect(() => readConformanceFixture(fixtureFile('no-staff.json', JSON.stringify(withoutStaff)))).toThrow(/staff/);
    const unpacked = { ...example, packedProduct: { id: 9, packQty: 1, minQty: 1 } };
    expect(() => readConformanceFixture(fixtureFile('unpacked.json', JSON.stringify(unpacked)))).toThrow(/packedProduct\.packQty/);
  });

  it('says when the file is not JSON', () => {
    expect(() => readConformanceFixture(fixtureFile('broken.json', '{ "customer": '))).toThrow(/broken\.json cannot be read as JSON/);
  });
});

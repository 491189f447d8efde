import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient } from '../testing/test-app.ts';
import { loadSessionSecret } from './secret.ts';

const dir = mkdtempSync(join(tmpdir(), 'session-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('session secret', () => {
  it('is generated once into DATA_DIR and kept', () => {
    const first = loadSessionSecret(join(dir, 'secret'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSessionSecret(join(dir, 'secret'))).toBe(first);
    expect(loadSessionSecret(join(dir, 'secret'), 'x'.repeat(40))).toBe('x'.repeat(40));
  });
});

describe('session cookie', () => {
  it('is Secure when served over https behind a trusted proxy, and not over plain http', async () => {
    const shop = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = await new TestClient(shop.app).request({
        method: 'POST',
        url: '/login',
        headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/json', accept: 'application/json' },
        payload: { username: 'demo', password: 'demo' },
      });
      expect(https.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
      const plain = await new TestClient(shop.app).login('demo', 'demo');
      expect(plain.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
    } finally {
      await shop.close();
    }
  });
});

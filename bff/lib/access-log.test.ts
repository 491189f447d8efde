import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../testing/test-app.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { logStream: capture });
});
afterAll(async () => shop.close());

describe('access log', () => {
  it('writes one line per request without the CSRF or state tokens of a link', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const { csrfToken, stateVersionToken } = await staff.principal();
    lines.length = 0;
    const res = await staff.request({
      url: `/login/impersonate?j_username=demo&csrfToken=${encodeURIComponent(csrfToken)}&stateVersionToken=${stateVersionToken}`,
    });
    expect(res.statusCode).toBe(303);
    const access = lines.map((l) => JSON.parse(l) as { msg: string; url?: string }).filter((l) => l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]?.url).toBe('/login/impersonate?j_username=demo&csrfToken=[redacted]&stateVersionToken=[redacted]');
    const all = lines.join('\n');
    expect(all).not.toContain(csrfToken);
    expect(all).not.toContain(stateVersionToken);
  });

  it('redacts the tokens wherever a request is logged', async () => {
    lines.length = 0;
    shop.app.log.info({ req: { method: 'GET', url: '/login/impersonate?csrfToken=secret-token', headers: {} } }, 'custom');
    expect(lines.join('\n')).not.toContain('secret-token');
    expect(lines.join('\n')).toContain('csrfToken=[redacted]');
  });
});

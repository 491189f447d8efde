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

  it('names each line the request id its reply carries, the access line with its fields in a fixed order', async () => {
    const staff = new TestClient(shop.app);
    await staff.login('staff', 'staff');
    const { csrfToken, stateVersionToken } = await staff.principal();
    lines.length = 0;
    const res = await staff.request({
      url: `/login/impersonate?j_username=demo&csrfToken=${csrfToken}&stateVersionToken=${stateVersionToken}`,
    });
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    // The route's own line (the switch) and the access line, both under the id of the reply's X-Request-Id.
    expect(parsed.map((l) => [l.msg, l.reqId])).toEqual([
      ['switch user', res.headers['x-request-id']],
      ['request', res.headers['x-request-id']],
    ]);
    expect(Object.keys(parsed[1] ?? {})).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'ms', 'msg']);
    expect(parsed[1]).toMatchObject({ level: 30, method: 'GET', statusCode: 303 });
  });

  it('writes no access line for the probes (their routes log warnings only), one for any other call', async () => {
    lines.length = 0;
    const res = await shop.app.inject({ url: '/health/live' });
    expect(res.statusCode).toBe(200);
    const principal = await shop.app.inject({ url: '/sfapi/v1/principal', headers: { accept: 'application/json' } });
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((l) => [l.url, l.reqId])).toEqual([['/sfapi/v1/principal', principal.headers['x-request-id']]]);
    expect(Object.keys(parsed[0] ?? {})).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'ms', 'msg']);
  });

  it('redacts the tokens wherever a request is logged', async () => {
    lines.length = 0;
    shop.app.log.info({ req: { method: 'GET', url: '/login/impersonate?csrfToken=secret-token', headers: {} } }, 'custom');
    expect(lines.join('\n')).not.toContain('secret-token');
    expect(lines.join('\n')).toContain('csrfToken=[redacted]');
  });
});

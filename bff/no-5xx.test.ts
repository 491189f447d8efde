import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

/** Awkward values a careless or hostile client sends. */
const values: unknown[] = [
  '', ' ', 'abc', '-1', '0', '1e309', 'NaN', '9'.repeat(40), '%00', '<script>', '../../etc/passwd', 'ü€😀', 'x'.repeat(5000),
  -1, 0, 1.5, 1e309, Number.MAX_SAFE_INTEGER + 2, true, null, [], {}, [1, 2], { a: { b: 1 } },
];
const bodies = (fields: string[]) => [
  ...values.map((v) => Object.fromEntries(fields.map((f) => [f, v]))),
  ...fields.map((f) => ({ [f]: 'abc' })),
  [], 'text', 42, null,
];

const postRoutes: Array<[string, string[]]> = [
  ['/login', ['username', 'password', 'returnTo']],
  ['/logout', []],
  ['/cart/add-ajax', ['productId', 'quantity', 'fgurgente', 'stateVersionToken']],
  ['/login-as/select-customer/page', ['page', 'pageSize', 'sort', 'dir', 'q']],
  ['/login-as/select-user/page', ['page', 'pageSize', 'sort', 'dir', 'q']],
  ['/logout/impersonate', []],
];
const getRoutes: Array<[string, string[]]> = [
  ['/cerca', ['q', 'page']],
  ['/sfapi/v1/catalog/count', ['q']],
  ['/cart/refresh-qta-in-cart-ajax', ['productId']],
  ['/login/impersonate', ['j_username', 'csrfToken']],
  ['/', ['x']],
];

describe('no input crashes the server or produces a 5xx', () => {
  for (const who of ['visitor', 'customer', 'staff'] as const) {
    it(`as a ${who}`, async () => {
      const client = new TestClient(shop.app);
      if (who === 'customer') await client.login('demo', 'demo');
      if (who === 'staff') await client.login('staff', 'staff');
      const { csrfToken } = await client.principal();
      const failures: string[] = [];
      const check = (label: string, status: number) => {
        if (status >= 500) failures.push(`${label} → ${status}`);
      };
      for (const [url, fields] of postRoutes) {
        for (const body of bodies(fields)) {
          for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
            const payload = contentType === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body && typeof body === 'object' ? Object.entries(body).map(([k, v]) => [k, String(v)]) : []).toString();
            const res = await client.request({ method: 'POST', url, payload, headers: { 'content-type': contentType, 'x-csrf-token': csrfToken, accept: 'application/json' } });
            check(`POST ${url} ${contentType} ${payload.slice(0, 60)}`, res.statusCode);
          }
        }
        const raw = await client.request({ method: 'POST', url, payload: '{"broken', headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken } });
        check(`POST ${url} broken JSON`, raw.statusCode);
        const odd = await client.request({ method: 'POST', url, payload: 'x', headers: { 'content-type': 'application/xml', 'x-csrf-token': csrfToken } });
        check(`POST ${url} xml`, odd.statusCode);
      }
      for (const [url, fields] of getRoutes) {
        for (const value of values) {
          const query = fields.map((f) => `${f}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`).join('&');
          for (const accept of ['application/json', 'text/html']) {
            const res = await client.request({ method: 'GET', url: `${url}?${query}&csrfToken=${csrfToken}`, headers: { accept } });
            check(`GET ${url}?${query.slice(0, 60)} ${accept}`, res.statusCode);
          }
        }
      }
      for (const code of ['%', '%E0%A4%A', ' ', 'x'.repeat(300), '..%2F..%2F']) {
        const res = await client.request({ method: 'GET', url: `/sfapi/v1/catalog/product-code/${code}` });
        check(`product-code ${code.slice(0, 20)}`, res.statusCode);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

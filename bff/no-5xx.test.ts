import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from './lib/route-list.ts';
import { createTestApp, TestClient, type TestApp } from './testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

/** Awkward values a careless or hostile client sends. */
const values: unknown[] = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1e309',
  '0x1f',
  'NaN',
  '9'.repeat(40),
  '%00',
  '<script>',
  '../../etc/passwd',
  'ü€😀',
  '\u2028',
  'x'.repeat(5000),
  -1,
  0,
  1.5,
  Infinity,
  2 ** 53 + 2,
  true,
  null,
  [],
  {},
  [1, 2],
  { a: { b: 1 } },
];
const bodies = (fields: string[]) => [
  ...values.map((v) => Object.fromEntries(fields.map((f) => [f, v]))),
  ...fields.map((f) => ({ [f]: 'abc' })),
  [],
  'text',
  42,
  null,
];
/** Path segments for `:param` and `*`, already as they travel in a URL. */
const pathValues = [
  'x',
  '0',
  '-1',
  '%',
  '%E0%A4%A',
  '%20',
  'x'.repeat(300),
  '..%2F..%2F',
  '..',
  '%00',
  encodeURIComponent('ü€😀'),
  '%3Cscript%3E',
  '1e3',
];
/** Query names tried on routes that parse their query by hand (pages). */
const GENERIC_QUERY = ['q', 'page', 'x'];

/** The route's URL with its parameters filled in, once per awkward value (the route itself when it has none). */
function urlsFor(route: RouteInfo): string[] {
  if (!/[:*]/.test(route.url)) return [route.url];
  return pathValues.map((v) => route.url.replace(/:[A-Za-z_]\w*|\*/g, v));
}

const formOf = (body: unknown) =>
  new URLSearchParams(body && typeof body === 'object' ? Object.entries(body).map(([k, v]) => [k, String(v)]) : []).toString();

describe('no input crashes the server or produces a 5xx', () => {
  const routes = () => shop.app.routeList.filter((r) => r.method === 'GET' || r.method === 'POST');

  it('enumerates the registered routes, not a hand list', () => {
    const names = routes().map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'POST /login',
      'POST /cart/add-ajax',
      'GET /cart/refresh-qta-in-cart-ajax',
      'GET /sfapi/v1/catalog/product-code/:code',
      'GET /cerca',
      'GET /assets/*',
    ]) {
      expect(names).toContain(known);
    }
    expect(routes().find((r) => r.url === '/cart/add-ajax')?.bodyFields).toEqual(expect.arrayContaining(['productId', 'quantity']));
  });

  for (const who of ['visitor', 'customer', 'staff'] as const) {
    it(`as a ${who}, on every GET and POST route`, async () => {
      // One address each: the visitor's fuzzed logins fill its address's login throttle.
      const client = new TestClient(shop.app, { remoteAddress: `10.9.0.${['visitor', 'customer', 'staff'].indexOf(who) + 1}` });
      const username = { visitor: null, customer: 'demo', staff: 'staff' }[who];
      let csrfToken = '';
      let relogins = 0;
      // Logout and switch user are among the routes: come back as who we are before the next one.
      const beWho = async () => {
        let principal = await client.principal();
        if (username && principal.username !== username) {
          // From an address of its own: the fuzzed logins have filled this client's login throttle.
          const login = await client.request({
            method: 'POST',
            url: '/login',
            remoteAddress: `10.8.0.${(relogins += 1)}`,
            headers: { accept: 'application/json' },
            payload: { username, password: username },
          });
          expect(login.statusCode).toBe(200);
          principal = await client.principal();
        }
        expect(principal.username).toBe(username);
        csrfToken = principal.csrfToken;
      };
      const failures: string[] = [];
      const check = (label: string, status: number) => {
        if (status >= 500) failures.push(`${label} → ${status}`);
      };
      for (const route of routes()) {
        await beWho();
        const [first, ...others] = urlsFor(route);
        if (route.method === 'POST') {
          for (const url of [first, ...others]) {
            // Every body on the route itself; the awkward paths with an empty one.
            for (const body of url === first ? bodies([...(route.bodyFields ?? []), 'stateVersionToken']) : [{}]) {
              for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
                const payload = contentType === 'application/json' ? JSON.stringify(body) : formOf(body);
                const res = await client.request({
                  method: 'POST',
                  url,
                  payload,
                  headers: { 'content-type': contentType, 'x-csrf-token': csrfToken, accept: 'application/json' },
                });
                check(`POST ${url} ${contentType} ${payload.slice(0, 60)}`, res.statusCode);
              }
            }
            const raw = await client.request({
              method: 'POST',
              url,
              payload: '{"broken',
              headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
            });
            check(`POST ${url} broken JSON`, raw.statusCode);
            const odd = await client.request({
              method: 'POST',
              url,
              payload: 'x',
              headers: { 'content-type': 'application/xml', 'x-csrf-token': csrfToken },
            });
            check(`POST ${url} xml`, odd.statusCode);
          }
          continue;
        }
        const fields = route.queryFields ?? GENERIC_QUERY;
        for (const url of [first, ...others]) {
          for (const value of url === first ? values : ['x']) {
            const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
            const query = fields.map((f) => `${f}=${encodeURIComponent(text)}`).join('&');
            for (const accept of ['application/json', 'text/html']) {
              const res = await client.request({ method: 'GET', url: `${url}?${query}&csrfToken=${csrfToken}`, headers: { accept } });
              check(`GET ${url}?${query.slice(0, 60)} ${accept}`, res.statusCode);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

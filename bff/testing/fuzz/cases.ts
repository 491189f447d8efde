import fc from 'fast-check';
import type { RouteInfo } from '../../lib/route-list.ts';

// What the route fuzz sends: one request per case, drawn from a route the app registered.

import type { Who } from './sessions.ts';

export interface FuzzCase {
  who: Who;
  route: RouteInfo;
  method: string;
  /** Path parameters in order, as they travel in a URL. */
  path: string[];
  query: [string, string][];
  body: { type: string; payload: string } | null;
  accept: string | null;
  /** The session's cookie and CSRF token, none, or garbage in their place. */
  session: 'own' | 'none' | 'forged';
  cookies: [string, string][];
  csrf: 'own' | 'none' | 'forged';
  /** Set on some cases: one number field written with a leading zero (`"05"`), its name as issues name it. */
  paddedNumber?: string;
}

/** Awkward texts a careless or hostile client sends. */
const AWKWARD = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '05',
  '007',
  '1e309',
  '0x1f',
  '1e3',
  '2.0',
  'NaN',
  'true',
  '9'.repeat(40),
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'ü€😀',
  '\u2028',
  '\ud800',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  'S',
  'N',
  'demo',
  'it',
  'en',
];

/** Texts: the awkward ones, small canonical numbers (ids of the demo data), and anything at all. */
const text = (ids: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...AWKWARD) },
    { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
    { weight: 2, arbitrary: fc.nat({ max: 100_000 }).map(String) },
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  );

/** JSON values for a body field: texts, numbers of every kind, and shapes no field expects. */
const jsonValue = (ids: number[]) =>
  fc.oneof(
    { weight: 5, arbitrary: text(ids) },
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1.5, 2 ** 53 + 2, 1e308)) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [1, 2], { a: { b: 1 } }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

/** Path segments, already encoded as they travel (broken encodings and dot segments included). */
const pathSegment = (ids: number[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'x',
        '0',
        '05',
        '-1',
        '%',
        '%E0%A4%A',
        '%20',
        'x'.repeat(300),
        '..%2F..%2F',
        '..',
        '%00',
        '%3Cscript%3E',
        '1e3',
        'a.xlsx',
      ),
    },
    {
      weight: 2,
      arbitrary: text(ids).map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 400) || 'x'),
    },
  );

/** Accept headers that ask for JSON (the SPA's calls) and those a browser, a crawler or garbage sends (a page). */
const ACCEPTS_JSON = ['application/json', 'application/json, text/plain, */*'];
const ACCEPTS_PAGE = [
  null,
  'text/html',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  '*/*',
  'image/png',
  'text/html;q=0, application/json;q=0',
  ';;;,',
];

const COOKIE_NAMES = [
  'sid',
  'lingua',
  'layout_prodotti',
  'prezzi_visibili',
  'filters_visibile',
  'idMarca',
  'model_id',
  'idVeicolo',
  'plate_num',
  'x',
];

const METHODS_ELSEWHERE = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** A request for one of `routes`, as one of three users, with everything around it drawn too. */
export function fuzzCase(routes: RouteInfo[], ids: number[], pagePaths: ReadonlySet<string>): fc.Arbitrary<FuzzCase> {
  // Built once and shared by every route (a case only draws from them).
  const anyText = text(ids);
  const anyJson = jsonValue(ids);
  const segment = pathSegment(ids);
  const accepts = {
    json: fc.constantFrom(...ACCEPTS_JSON),
    page: fc.constantFrom(...ACCEPTS_PAGE),
  };
  const cookies = fc.array(fc.tuple(fc.constantFrom(...COOKIE_NAMES), anyText), { maxLength: 3 });
  const oddBody = fc.oneof(
    anyJson.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
    fc.constantFrom(
      { type: 'application/json', payload: '{"broken' },
      { type: 'application/json', payload: '' },
      { type: 'application/xml', payload: '<x/>' },
      { type: 'text/plain', payload: 'x' },
      { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--x--' },
      { type: 'application/x-www-form-urlencoded', payload: '%%%&=&a[b]=1' },
    ),
  );

  const caseOf = (route: RouteInfo): fc.Arbitrary<FuzzCase> => {
    // A page rendered as HTML costs ten JSON calls: a page's HTML is drawn one time in sixteen, its JSON the others.
    const page = pagePaths.has(route.url) || /[:*]/.test(route.url);
    const accept = fc.oneof({ weight: page ? 15 : 1, arbitrary: accepts.json }, { weight: 1, arbitrary: accepts.page });
    const params = route.url.match(/:[A-Za-z_]\w*|\*/g) ?? [];
    const queryNames = [...(route.queryFields ?? []), 'q', 'page', 'csrfToken'];
    const bodyNames = [...(route.bodyFields ?? []), 'csrfToken', 'stateVersionToken', 'x'];
    const numberFields = route.numberFields ?? [];
    const fieldsOf = <T>(value: fc.Arbitrary<T>) =>
      fc.record(Object.fromEntries(bodyNames.map((name) => [name, value])) as Record<string, fc.Arbitrary<T>>, { requiredKeys: [] });
    const body = fc.oneof(
      fc.constant(null),
      fieldsOf(anyJson).map((fields) => ({ type: 'application/json', payload: JSON.stringify(fields) })),
      fieldsOf(anyText).map((fields) => ({
        type: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(Object.entries(fields) as [string, string][]).toString(),
      })),
      oddBody,
    );
    return fc.record({
      who: fc.constantFrom<Who>('visitor', 'customer', 'staff'),
      route: fc.constant(route),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS_ELSEWHERE) },
      ),
      path: fc.tuple(...params.map(() => segment)),
      query: fc.array(fc.tuple(fc.constantFrom(...queryNames), anyText), { maxLength: 4 }),
      body: route.method === 'POST' ? body : fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: body }),
      accept,
      session: fc.constantFrom<FuzzCase['session']>('own', 'own', 'own', 'none', 'forged'),
      cookies,
      csrf: fc.constantFrom<FuzzCase['csrf']>('own', 'own', 'own', 'none', 'forged'),
      paddedNumber:
        numberFields.length > 0
          ? fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...numberFields) })
          : fc.constant(undefined),
    });
  };
  // Drawn a tenth as often: the API docs (generated, slow to serve, not the shop's input handling); a third as often:
  // the login (each hashes a password, ten JSON calls' worth).
  const weight = (route: RouteInfo) => (route.hidden ? 1 : route.url === '/login' && route.method === 'POST' ? 3 : 10);
  return fc.oneof(...routes.map((route) => ({ weight: weight(route), arbitrary: caseOf(route) })));
}

/** A case in a line, to read in a failure (and to paste as a request). */
export function describeCase(c: FuzzCase, url: string): string {
  const body = c.body ? ` ${c.body.type} ${c.body.payload.slice(0, 120)}` : '';
  return `${c.who} ${c.method} ${url.slice(0, 200)} accept=${c.accept} session=${c.session} csrf=${c.csrf} cookies=${JSON.stringify(c.cookies).slice(0, 80)}${body}`;
}

import type { FastifyInstance } from 'fastify';
import { resolvePath } from '../../../shared/path-settings.ts';
import { pageNames, pages } from '../../../shared/routes.ts';
import { PARTS_FRAME_PATH } from '../../../adapters/reference/parts-lookup/frame-page.ts';
import { LANGUAGE_COOKIE, type Language } from '../../../shared/i18n/language.ts';
import { TEST_PROVIDER_PATH } from '../../../adapters/reference/payments/reference-payments.ts';
import { describeCase, type FuzzCase } from './cases.ts';
import { judge } from './judge.ts';
import { Sessions, USERS } from './sessions.ts';

/** The routes that change who a session is: after them the session is checked again. */
const SESSION_ROUTES = new Set(['/login', '/logout', '/login/impersonate', '/logout/impersonate', '/password-nuova']);

const PARAM = /:[A-Za-z_]\w*|\*/g;

function urlOf(c: FuzzCase, query: [string, string][]): string {
  let n = 0;
  const path = c.route.url.replace(PARAM, () => c.path[n++] ?? 'x');
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** What a case sent, decoded as the server reads it. */
function sent(c: FuzzCase, url: string): string {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return [decode(url), c.body?.payload ?? '', decode(c.body?.payload ?? ''), ...c.cookies.flat()].join('\n');
}

/** The case with `spelling` in the number field `field` (`body.quantity`, `querystring.page`, `params.id`). */
function withNumber(c: FuzzCase, field: string, spelling: string): FuzzCase {
  const [part, name] = field.split('.') as [string, string];
  if (part === 'querystring') return { ...c, query: [...c.query.filter(([key]) => key !== name), [name, spelling]] };
  if (part === 'params') {
    const index = Array.from(c.route.url.match(PARAM) ?? []).indexOf(`:${name}`);
    return { ...c, path: c.path.map((value, i) => (i === index ? spelling : value)) };
  }
  // The other fields a plain 1 (the CSRF token travels in the header): the number is what the route may refuse.
  const others = (c.route.bodyFields ?? []).filter((key) => key !== 'csrfToken');
  const fields = { ...Object.fromEntries(others.map((key) => [key, '1'])), [name]: spelling };
  return c.body?.type === 'application/x-www-form-urlencoded'
    ? { ...c, body: { type: c.body.type, payload: new URLSearchParams(fields).toString() } }
    : { ...c, body: { type: 'application/json', payload: JSON.stringify(fields) } };
}

/** The shop's page routes (rendered as HTML for a browser, their data as JSON for the SPA). */
export const pagePaths = (app: FastifyInstance): ReadonlySet<string> =>
  new Set(pageNames.map((name) => resolvePath(pages[name].path, app.config.paths)));

/**
 * Plays fuzz cases against one app: sends each as its user (keeping that user's session), judges the reply, and
 * for a case with a number field written `"05"` checks it is refused (API) or answered as with `0x1f` (pages).
 * Throws the problem with the request in a line.
 */
export async function caseRunner(app: FastifyInstance, texts: Record<Language, (message: string) => boolean>) {
  const sessions = new Sessions(app);
  for (const who of ['visitor', 'customer', 'staff'] as const) await sessions.ensure(who);
  const pages = pagePaths(app);

  const send = async (c: FuzzCase) => {
    const jar = sessions.get(c.who);
    const sid = { own: jar.sid, none: null, forged: 'forged.0000' }[c.session];
    const cookies = [
      ...(sid ? [['sid', sid]] : []),
      ...c.cookies.map(([name, value]) => [name, encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'))]),
    ];
    const csrf = { own: jar.csrfToken, none: null, forged: 'x'.repeat(43) }[c.csrf];
    const url = urlOf(c, c.csrf === 'own' && c.route.csrf ? [...c.query, ['csrfToken', jar.csrfToken]] : c.query);
    const res = await app.inject({
      method: c.method as 'GET',
      url,
      remoteAddress: USERS[c.who].address,
      headers: {
        ...(c.accept ? { accept: c.accept } : {}),
        ...(cookies.length > 0 ? { cookie: cookies.map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(c.body ? { 'content-type': c.body.type } : {}),
      },
      ...(c.body ? { payload: c.body.payload } : {}),
    });
    if (c.session === 'own' && (sessions.follow(c.who, res) || SESSION_ROUTES.has(c.route.url))) await sessions.ensure(c.who);
    return { res, url, label: describeCase(c, url) };
  };

  return async (drawn: FuzzCase): Promise<void> => {
    // A leading zero on a canonical number, on an otherwise well-formed request (own session and token).
    const c = drawn.paddedNumber
      ? withNumber(
          { ...drawn, method: drawn.route.method, session: 'own', csrf: 'own', path: drawn.path.map(() => '1') },
          drawn.paddedNumber,
          `0${drawn.path.length + 1}`,
        )
      : drawn;
    const { res, url, label } = await send(c);
    // The language cookie the server reads (the first of its name) chose the texts.
    // Italian is always the shop's (the framework's own refusals come before the language is read).
    const english = c.cookies.find(([name]) => name === LANGUAGE_COOKIE)?.[1] === 'en';
    const readable = (message: string) => texts.it(message) || (english && texts.en(message));
    const foreign = c.route.url === PARTS_FRAME_PATH || c.route.url.startsWith(TEST_PROVIDER_PATH);
    const problem = judge(res, { method: c.method, text: sent(c, url), readable, foreign });
    if (problem) throw new Error(`${problem}\n  ${label}`);
    if (!c.paddedNumber) return;
    if (!(c.route.method === 'GET' && pages.has(c.route.url))) {
      if (res.statusCode < 400) throw new Error(`${c.paddedNumber} with a leading zero accepted (${res.statusCode})\n  ${label}`);
      return;
    }
    // A page answers it as it answers 0x1f there: the default for a query, the page's own refusal for a path.
    const hex = await send(withNumber(c, c.paddedNumber, '0x1f'));
    const json = /json/.test(String(res.headers['content-type']));
    if (hex.res.statusCode !== res.statusCode || (json && hex.res.body !== res.body)) {
      throw new Error(`${c.paddedNumber} with a leading zero answered ${res.statusCode}, with 0x1f ${hex.res.statusCode}\n  ${label}`);
    }
  };
}

import type { LightMyRequestResponse } from 'fastify';

/** Headers every reply of the shop carries (bff/plugins/reply-headers.ts), with the value each must have. */
const USUAL_HEADERS: Record<string, RegExp> = {
  // The shop's policy, or a stricter one of its own (the sandboxed preview of a staff mail: default-src 'none').
  'content-security-policy': /default-src '(self|none)'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^SAMEORIGIN$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'x-request-id': /./,
};

/** What no user may read: a stack, a file path, an error code, a value's inner name. */
const INTERNALS = /\n\s+at |\bat .+:\d+:\d+|\.ts\b|node_modules|FST_|ERR_/;
const VALUE_NAMES = /\b(?:undefined|null|NaN|object Object)\b/g;

/** What the request sent, decoded: a value name it sent may come back (`Risultati per «NaN»`), not one of its own. */
export interface Sent {
  method: string;
  text: string;
  /** Whether a message is a text of the tables in the language of the request. */
  readable: (message: string) => boolean;
  /** A page the shop serves for a provider (the reference parts frame, the test payment page): its own refusals. */
  foreign: boolean;
}

function notForUsers(text: string, sent: Sent): boolean {
  return INTERNALS.test(text) || (text.match(VALUE_NAMES) ?? []).some((name) => !sent.text.includes(name));
}

/**
 * What is wrong with a reply, or null: a 5xx; a reply without the usual headers; a 4xx that is not the shop's JSON
 * error (bff/lib/error-body.ts: `message`, `second.message`, `issues[]`) or the shop's HTML page, or whose message is
 * not a text of the translation tables (Italian, or English for a user who chose it).
 */
export function judge(res: LightMyRequestResponse, sent: Sent): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  for (const [name, value] of Object.entries(USUAL_HEADERS)) {
    if (!value.test(String(res.headers[name] ?? ''))) return `${res.statusCode} without ${name}: ${String(res.headers[name])}`;
  }
  if (res.statusCode < 400) return null;
  if (!/no-store/.test(String(res.headers['cache-control'] ?? '')))
    return `${res.statusCode} may be stored: ${res.headers['cache-control']}`;
  const type = String(res.headers['content-type'] ?? '');
  if (sent.foreign) return null;
  if (sent.method === 'HEAD') return /^(application\/json|text\/html)/.test(type) ? null : `HEAD ${res.statusCode} as ${type}`;
  if (type.startsWith('application/json')) return errorBodyProblem(res, sent);
  if (type.startsWith('text/html')) return errorPageProblem(res, sent);
  return `${res.statusCode} as ${type || 'no content type'}: ${res.body.slice(0, 100)}`;
}

function readableProblem(message: unknown, sent: Sent): string | null {
  if (typeof message !== 'string' || message.trim() === '') return `empty message ${JSON.stringify(message)}`;
  if (message.length > 600 || notForUsers(message, sent)) return `not for users: ${message.slice(0, 200)}`;
  return sent.readable(message) ? null : `not a text of the translation tables: ${message}`;
}

function errorBodyProblem(res: LightMyRequestResponse, sent: Sent): string | null {
  let body: { message?: unknown; second?: { message?: unknown }; issues?: { path?: unknown; message?: unknown }[] };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} JSON that does not parse: ${res.body.slice(0, 100)}`;
  }
  const problem = readableProblem(body.message, sent);
  if (problem) return `${res.statusCode} ${problem}`;
  if (body.second?.message !== body.message) return `${res.statusCode} second.message differs: ${JSON.stringify(body.second)}`;
  if (body.issues !== undefined) {
    if (!Array.isArray(body.issues)) return `${res.statusCode} issues not a list`;
    for (const issue of body.issues) {
      if (typeof issue.path !== 'string') return `${res.statusCode} issue without path: ${JSON.stringify(issue)}`;
      const bad = readableProblem(issue.message, sent);
      if (bad) return `${res.statusCode} issue ${issue.path}: ${bad}`;
    }
  }
  return null;
}

/** The shop's HTML: its static error page or a rendered page, Italian or English, its error in the tables' words. */
function errorPageProblem(res: LightMyRequestResponse, sent: Sent): string | null {
  if (!/^<!doctype html><html lang="(it|en)"/i.test(res.body))
    return `${res.statusCode} HTML that is not the shop's page: ${res.body.slice(0, 100)}`;
  // What the page shows: a rendered page's main region, else (the static page) its body.
  const region = /<main[^>]*>([^]*?)<\/main>/.exec(res.body)?.[1] ?? /<body[^>]*>([^]*?)<\/body>/.exec(res.body)?.[1] ?? '';
  const texts = region
    .replace(/<script[^]*?<\/script>/g, '')
    .split(/<[^>]*>/)
    .map((text) => unescape(text).trim())
    .filter(Boolean);
  const shown = texts.find((text) => notForUsers(text, sent));
  if (shown !== undefined) return `${res.statusCode} page shows ${shown.slice(0, 200)}`;
  return texts.some(sent.readable) ? null : `${res.statusCode} page without a text of the tables: ${texts.join(' | ').slice(0, 300)}`;
}

const unescape = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '',
  );

/**
 * Route patterns as react-router reads them, which the BFF's page routes share (shared/page-entry.ts): `/ricambio/:id`
 * (a parameter is one segment), a trailing `*` (the rest of the path), case-insensitive, a trailing slash allowed.
 */

export type Params = Record<string, string>;

export interface PathMatch {
  params: Params;
  pathname: string;
}

const compiled = new Map<string, { pattern: RegExp; names: string[] }>();

function compile(path: string): { pattern: RegExp; names: string[] } {
  let known = compiled.get(path);
  if (known) return known;
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_whole, name: string, optional?: string) => {
        names.push(name);
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  known = { pattern: new RegExp(source, 'i'), names };
  compiled.set(path, known);
  return known;
}

/** The match of `path` (a route pattern) against `pathname`, whole, or null. */
export function matchPath(path: string, pathname: string): PathMatch | null {
  const { pattern, names } = compile(path);
  const found = pattern.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, at) => {
    const value = found[at + 1];
    if (value === undefined) return;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });
  return { params, pathname: found[0] };
}

/**
 * How specific a pattern is, as react-router ranks routes: a fixed segment outweighs a parameter, a splat weighs
 * least. Of two routes matching one path, the more specific wins; equal ones keep their order.
 */
export function patternScore(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/** Whether a menu link to `to` marks the page at `pathname` (react-router's NavLink): the page itself or, unless `end`, one below it. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const location = pathname.toLowerCase();
  const target = to.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(endSlash) === '/');
}

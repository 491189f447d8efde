import { pagePath } from '../../shared/routes.ts';

/** Where to come back after logging in from a page: the page itself, except the login page. */
export function returnToFor(location: { pathname: string; search: string }): string {
  if (location.pathname === pagePath('login')) return '/';
  return `${location.pathname}${location.search}`;
}

/** The login page's URL for a given return path (the login link's href, for use without JavaScript). */
export function loginHref(returnTo: string): string {
  return returnTo === '/' ? pagePath('login') : `${pagePath('login')}?${new URLSearchParams({ returnTo }).toString()}`;
}

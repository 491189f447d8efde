import { describe, expect, it } from 'vitest';
import { loginHref, returnToFor } from './return-to.ts';

describe('return paths', () => {
  it('comes back to the current page with its query', () => {
    expect(returnToFor({ pathname: '/cerca', search: '?q=filtro' })).toBe('/cerca?q=filtro');
  });

  it('never returns to the login page itself', () => {
    expect(returnToFor({ pathname: '/login', search: '?returnTo=/x' })).toBe('/');
  });

  it('builds the login link', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/cerca?q=a b')).toBe('/login?returnTo=%2Fcerca%3Fq%3Da+b');
  });
});

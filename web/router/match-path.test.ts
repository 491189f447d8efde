import { describe, expect, it } from 'vitest';
import { locationOf } from './location.ts';
import { isActivePath, matchPath } from './match-path.ts';

describe('route patterns, as the page folders write them', () => {
  it('matches a fixed path whole, in any case, a trailing slash allowed', () => {
    expect(matchPath('/cart', '/cart')).toEqual({ params: {}, pathname: '/cart' });
    expect(matchPath('/cart', '/Cart/')).not.toBeNull();
    expect(matchPath('/cart', '/cart/1')).toBeNull();
    expect(matchPath('/', '/cerca')).toBeNull();
  });

  it('reads a parameter as one segment, decoded', () => {
    expect(matchPath('/ricambio/:id', '/ricambio/143')?.params).toEqual({ id: '143' });
    expect(matchPath('/configuratore/:slug', '/configuratore/catene%20neve')?.params).toEqual({ slug: 'catene neve' });
    expect(matchPath('/ricambio/:id', '/ricambio/143/altro')).toBeNull();
  });

  it('takes the rest of the path with a splat, and every path with `*` alone', () => {
    expect(matchPath('/docs/*', '/docs/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('*', '/anything/at/all')).not.toBeNull();
  });
});

describe('a menu link marking its page', () => {
  it('marks the page itself and, unless told `end`, the pages below it; the homepage only on itself', () => {
    expect(isActivePath('/configuratore/batterie', '/configuratore', false)).toBe(true);
    expect(isActivePath('/configuratore/batterie', '/configuratore', true)).toBe(false);
    expect(isActivePath('/configuratore-x', '/configuratore', false)).toBe(false);
    expect(isActivePath('/cerca', '/', false)).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
  });
});

describe('a location from a path', () => {
  it('splits path, query and hash', () => {
    expect(locationOf('/cerca?q=filtro+olio#filtri')).toEqual({
      pathname: '/cerca',
      search: '?q=filtro+olio',
      hash: '#filtri',
      key: 'default',
    });
    expect(locationOf('/?')).toEqual({ pathname: '/', search: '', hash: '', key: 'default' });
  });
});

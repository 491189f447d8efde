import { describe, expect, it } from 'vitest';
import { rewriteProxyRedirect, type ProxyRedirectScope } from './proxy-redirect.ts';

const scope: ProxyRedirectScope = { baseUrl: 'https://parts.example/api', vehicleWs: '/ricambi-ws', token: 'tok-123' };
const asked = '/ricambi-ws/carpark/get-models?idMarca=1';
const rewrite = (location: string | undefined, s: ProxyRedirectScope = scope) => rewriteProxyRedirect(location, asked, s);

describe('a provider redirect as the browser may see it', () => {
  it('rewrites a Location under the provider’s {vehicle_ws} to the shop’s own path, query kept', () => {
    expect(rewrite('https://parts.example/api/ricambi-ws/carpark/get-models?idMarca=2')).toEqual({
      ok: true,
      location: '/ricambi-ws/carpark/get-models?idMarca=2',
    });
    expect(rewrite('/api/ricambi-ws/carpark/search-plate?plate=AB123CD')).toEqual({
      ok: true,
      location: '/ricambi-ws/carpark/search-plate?plate=AB123CD',
    });
    expect(rewrite('https://parts.example/api/ricambi-ws')).toEqual({ ok: true, location: '/ricambi-ws' });
  });

  it('resolves relative Locations against the URL the provider was asked', () => {
    expect(rewrite('get-versions?idModello=3')).toEqual({ ok: true, location: '/ricambi-ws/carpark/get-versions?idModello=3' });
    expect(rewrite('../grafica/get-active-groups?idVeicolo=4')).toEqual({
      ok: true,
      location: '/ricambi-ws/grafica/get-active-groups?idVeicolo=4',
    });
    expect(rewrite('?idMarca=5')).toEqual({ ok: true, location: '/ricambi-ws/carpark/get-models?idMarca=5' });
  });

  it('refuses another host, scheme or port, naming only its origin and path', () => {
    expect(rewrite('https://evil.example/api/ricambi-ws/x?q=1')).toEqual({ ok: false, target: 'https://evil.example/api/ricambi-ws/x' });
    expect(rewrite('http://parts.example/api/ricambi-ws/x')).toMatchObject({ ok: false });
    expect(rewrite('https://parts.example:8443/api/ricambi-ws/x')).toMatchObject({ ok: false });
    expect(rewrite('//evil.example/api/ricambi-ws/x')).toMatchObject({ ok: false, target: 'https://evil.example/api/ricambi-ws/x' });
    expect(rewrite('\\\\evil.example/api/ricambi-ws/x')).toMatchObject({ ok: false });
    expect(rewrite('javascript:alert(1)')).toMatchObject({ ok: false });
  });

  it('refuses another path of the provider, also reached by dot segments or a look-alike prefix', () => {
    expect(rewrite('/api/admin')).toEqual({ ok: false, target: 'https://parts.example/api/admin' });
    expect(rewrite('/ricambi-ws/carpark/get-models')).toMatchObject({ ok: false });
    expect(rewrite('../../admin')).toEqual({ ok: false, target: 'https://parts.example/api/admin' });
    expect(rewrite('/api/ricambi-ws/%2e%2e/admin')).toMatchObject({ ok: false });
    expect(rewrite('/api/ricambi-ws-internal/x')).toMatchObject({ ok: false });
  });

  it('refuses a Location with credentials or the provider’s token, keeping them out of the target', () => {
    const withUser = rewrite('https://user:pw@parts.example/api/ricambi-ws/x');
    expect(withUser).toEqual({ ok: false, target: 'https://parts.example/api/ricambi-ws/x' });
    expect(rewrite('/api/ricambi-ws/x?key=tok-123')).toEqual({ ok: false, target: 'https://parts.example/api/ricambi-ws/x' });
    expect(rewrite('/api/ricambi-ws/x?key=tok%2D123')).toMatchObject({ ok: false });
  });

  it('refuses a missing or unreadable Location', () => {
    expect(rewrite(undefined)).toEqual({ ok: false, target: '(none)' });
    expect(rewrite('')).toEqual({ ok: false, target: '(none)' });
    expect(rewrite('http://[bad')).toEqual({ ok: false, target: '(invalid)' });
  });

  it('never answers a path the browser would read as another host, even with an empty prefix', () => {
    const bare = { baseUrl: 'https://parts.example', vehicleWs: '' };
    expect(rewrite('https://parts.example/carpark/x', bare)).toEqual({ ok: true, location: '/carpark/x' });
    expect(rewrite('https://parts.example//evil.example/x', bare)).toMatchObject({ ok: false });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApi } from './fetch.ts';
import { clearSessionTokens, setSessionTokens } from './session-tokens.ts';
import { endImpersonation } from './impersonation.ts';
import { fetchTablePage, impersonateHref, tablePageUrl } from './switch-user.ts';

describe('impersonateHref (the Select link)', () => {
  it('goes to the site root switch-user endpoint with j_username and the CSRF token', () => {
    expect(impersonateHref('demo', 'tok-1')).toBe('/login/impersonate?j_username=demo&csrfToken=tok-1');
  });

  it('names the list it is on, for the way back', () => {
    const href = impersonateHref('demo', 'tok-1', '/cambia-utente?userType=user&q=demo');
    expect(new URL(href, 'http://shop.test').searchParams.get('back')).toBe('/cambia-utente?userType=user&q=demo');
  });

  it('encodes the username and the token', () => {
    const href = impersonateHref('mario rossi&co/+1', 'a+b/c=');
    expect(href).toBe('/login/impersonate?j_username=mario%20rossi%26co%2F%2B1&csrfToken=a%2Bb%2Fc%3D');
    const params = new URL(href, 'http://shop.test').searchParams;
    expect(params.get('j_username')).toBe('mario rossi&co/+1');
    expect(params.get('csrfToken')).toBe('a+b/c=');
  });
});

describe('switch-user calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', { location: { reload: vi.fn() } });
    setSessionTokens({ csrfToken: 'csrf-1', stateVersionToken: 'v-1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetApi();
    clearSessionTokens();
  });

  it('chooses the table by the user type', () => {
    expect(tablePageUrl('customer')).toBe('/login-as/select-customer/page');
    expect(tablePageUrl('user')).toBe('/login-as/select-user/page');
  });

  it('POSTs the paging parameters as JSON with the CSRF header', async () => {
    fetchMock.mockResolvedValueOnce(json({ rows: [], total: 0, page: 2, pageSize: 20 }));
    await fetchTablePage({ userType: 'user', q: 'demo', page: 2, sort: 'city', dir: 'desc' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/login-as/select-user/page');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(JSON.parse(String(init?.body))).toEqual({ page: 2, pageSize: 20, sort: 'city', dir: 'desc', q: 'demo' });
  });

  it('ends the impersonation with a POST and only follows same-origin redirects', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: true, redirect: '/' }));
    await expect(endImpersonation()).resolves.toBe('/');
    expect(fetchMock.mock.calls[0]![0]).toBe('/logout/impersonate');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    fetchMock.mockResolvedValueOnce(json({ ok: true, redirect: 'https://evil.example/' }));
    await expect(endImpersonation()).resolves.toBe('/');
  });
});

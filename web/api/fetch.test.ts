import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiJson, apiRequest, apiText, configureApi, resetApi } from './fetch.ts';
import { clearSessionTokens, setSessionTokens } from './session-tokens.ts';

function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

const errorBody = (message: string) => ({ message: 'Messaggio generale', second: { message } });

describe('api helper', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const reload = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    reload.mockReset();
    // The default environment reloads through window.location: stub a window without a DOM.
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('fetch', fetchMock);
    setSessionTokens({ csrfToken: 'csrf-1', stateVersionToken: 'v-1' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    resetApi();
    clearSessionTokens();
  });

  it('sends Accept: application/json and parses the reply', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { ok: 1 }));
    await expect(apiJson('/get-promo-hp')).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/get-promo-hp');
    expect(init?.method).toBe('GET');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('x-csrf-token')).toBe(false);
  });

  it('adds the CSRF token (and the state version on request) to non-GET calls', async () => {
    fetchMock.mockImplementation(async () => jsonReply(200, {}));
    await apiJson('/cart/add-ajax', { method: 'POST', json: { productId: 1 } });
    let headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('x-csrf-token')).toBe('csrf-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('x-state-version')).toBe(false);
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{"productId":1}');

    await apiJson('/cart/item', { method: 'POST', json: {}, stateVersion: true });
    headers = new Headers(fetchMock.mock.calls[1]![1]?.headers);
    expect(headers.get('x-state-version')).toBe('v-1');
  });

  it('sends no CSRF token when told so (login)', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { ok: true, redirect: '/' }));
    await apiJson('/login', { method: 'POST', json: {}, csrf: false });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('x-csrf-token')).toBe(false);
  });

  it.each([401, 403])('reloads the page on %i and rejects with a handled error', async (status) => {
    fetchMock.mockResolvedValueOnce(jsonReply(status, errorBody('Sessione scaduta')));
    const failure = apiJson('/sfapi/v1/catalog/count?q=x').catch((error: unknown) => error);
    const error = (await failure) as ApiError;
    expect(reload).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.handled).toBe(true);
  });

  it('reloads on 401/403 for HTML fragment calls too', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Forbidden', { status: 403 }));
    await expect(apiText('/cart/refresh-cart-ajax', { accept: 'html' })).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('accept')).toMatch(/^text\/html/);
  });

  it('revalidates the state on 409', async () => {
    const onConflict = vi.fn();
    configureApi({ onConflict });
    fetchMock.mockResolvedValueOnce(jsonReply(409, errorBody('La pagina non è aggiornata')));
    const error = (await apiJson('/cart/x', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(error.status).toBe(409);
    expect(error.handled).toBe(true);
  });

  it('rejects other failures with the server second.message', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(400, errorBody('Quantità minima 4')));
    const error = (await apiJson('/cart/add-ajax', { method: 'POST', json: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Quantità minima 4');
    expect(error.message).toBe('Quantità minima 4');
    expect(error.handled).toBe(false);
    expect(error.hasResponse).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('falls back to the generic Italian text when the body has no message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = (await apiRequest('/get-promo-hp').catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('Si è verificato un errore durante l’elaborazione della richiesta.');
  });

  it('marks network failures as having no reply', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/get-promo-hp').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.hasResponse).toBe(false);
  });

  it('loads the tokens before a state-changing call when none are known', async () => {
    clearSessionTokens();
    configureApi({ loadTokens: async () => ({ csrfToken: 'fresh', stateVersionToken: 'v-2' }) });
    fetchMock.mockResolvedValueOnce(jsonReply(200, { ok: true, redirect: '/' }));
    await apiJson('/logout', { method: 'POST' });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('x-csrf-token')).toBe('fresh');
  });
});

import { ApiError, serverMessageOf } from './api-error.ts';
import { getSessionTokens, type SessionTokens } from './session-tokens.ts';
import { LANGUAGE_HEADER } from '../../shared/i18n/language.ts';
import { currentLanguage } from '../../shared/i18n/translate.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** A JSON body. */
  json?: unknown;
  /** A form body: URL-encoded, or multipart (FormData: an upload; the browser writes its Content-Type). */
  form?: URLSearchParams | FormData;
  /** What the caller wants back; errors always come as JSON. */
  accept?: 'json' | 'html' | 'text';
  /** Send the CSRF token; default true for every method but GET. */
  csrf?: boolean;
  /** Send the session's stateVersionToken as X-State-Version (calls that edit versioned state). */
  stateVersion?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** What the helper needs from the page; tests replace it. */
export interface ApiEnvironment {
  fetch: typeof fetch;
  /** SPEC §6: any 401 or 403 reply to any call reloads the page. */
  reload: () => void;
  /** A 409 means our state is stale: reload the principal and the page data. */
  onConflict: () => void | Promise<void>;
  /** The current tokens, loading them (principal) when not known yet. */
  loadTokens: () => Promise<SessionTokens>;
}

const acceptHeaders = {
  json: 'application/json',
  html: 'text/html, application/json;q=0.9',
  text: 'text/plain, application/json;q=0.9',
} as const;

const defaults: ApiEnvironment = {
  fetch: (input, init) => globalThis.fetch(input, init),
  reload: () => window.location.reload(),
  onConflict: () => undefined,
  loadTokens: async () => {
    const tokens = getSessionTokens();
    if (!tokens) throw new ApiError(0, undefined, undefined, false);
    return tokens;
  },
};

let env: ApiEnvironment = defaults;

export function configureApi(overrides: Partial<ApiEnvironment>): void {
  env = { ...env, ...overrides };
}

export function resetApi(): void {
  env = defaults;
}

/** The session's tokens (loading the principal when not known yet), for calls that also want them in the body. */
export function currentTokens(): Promise<SessionTokens> {
  return env.loadTokens();
}

/**
 * The one door to the BFF. Resolves with the reply when it is 2xx; otherwise reacts as the spec says
 * (reload on 401/403, revalidate on 409) and rejects with an ApiError carrying the server's second.message.
 */
export async function apiRequest(url: string, request: ApiRequest = {}): Promise<Response> {
  const method = request.method ?? 'GET';
  // The page's language (it may have been switched without a cookie): the reply's texts come in it.
  const headers = new Headers({
    ...request.headers,
    Accept: acceptHeaders[request.accept ?? 'json'],
    [LANGUAGE_HEADER]: currentLanguage(),
  });
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form;
  }
  if (request.csrf ?? method !== 'GET') {
    const tokens = await env.loadTokens();
    headers.set('X-CSRF-Token', tokens.csrfToken);
    if (request.stateVersion) headers.set('X-State-Version', tokens.stateVersionToken);
  }

  let response: Response;
  try {
    response = await env.fetch(url, { method, headers, body, credentials: 'same-origin', signal: request.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined, undefined, false);
  }
  if (response.ok) return response;

  const errorBody = await readErrorBody(response);
  const serverMessage = serverMessageOf(errorBody);
  if (response.status === 401 || response.status === 403) {
    env.reload();
    throw new ApiError(response.status, serverMessage, errorBody, true);
  }
  if (response.status === 409) {
    await env.onConflict();
    throw new ApiError(response.status, serverMessage, errorBody, true);
  }
  throw new ApiError(response.status, serverMessage, errorBody, false);
}

export async function apiJson<T>(url: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiRequest(url, { ...request, accept: 'json' });
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export async function apiText(url: string, request: ApiRequest = {}): Promise<string> {
  const response = await apiRequest(url, { accept: 'text', ...request });
  return response.text();
}

async function readErrorBody(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

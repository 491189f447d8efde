import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { configureApi, resetApi } from './fetch.ts';
import { clearSessionTokens, setSessionTokens } from './session-tokens.ts';

/**
 * The fetch of the api calls a describe tests, mocked: before each test it is reset (answering `reply` as JSON when
 * given) and the session has its tokens; after it the api and the tokens are as before.
 */
export function mockApiFetch(reply?: unknown) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    if (reply !== undefined) fetchMock.mockImplementation(async () => Response.json(reply));
    configureApi({ fetch: fetchMock, reload: vi.fn() });
    setSessionTokens({ csrfToken: 'csrf-1', stateVersionToken: 'v-1' });
  });
  afterEach(() => {
    resetApi();
    clearSessionTokens();
  });
  return fetchMock;
}

/**
 * The fetch of a lookup that only logs its failures (no session tokens), mocked like mockApiFetch's, with
 * console.warn silenced and watched.
 */
export function mockLookupFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeEach(() => {
    fetchMock.mockReset();
    warn.mockClear();
    configureApi({ fetch: fetchMock, reload: () => undefined });
  });
  afterEach(() => resetApi());
  afterAll(() => warn.mockRestore());
  return { fetchMock, warn };
}

/** The signal of a call that a newer one aborts: its fetch rejects as the browser's does when aborted. */
export function abortedBeforeReply(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): AbortSignal {
  const controller = new AbortController();
  fetchMock.mockImplementationOnce(() => {
    controller.abort();
    return Promise.reject(new DOMException('aborted', 'AbortError'));
  });
  return controller.signal;
}

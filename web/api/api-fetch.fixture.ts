import { afterEach, beforeEach, vi } from 'vitest';
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

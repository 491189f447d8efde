import { mutate } from 'swr';
import { configureApi } from './fetch.ts';
import { fetchPrincipal } from './principal.ts';
import { getSessionTokens } from './session-tokens.ts';

/** Wires the fetch helper to the page: state revalidation on 409 and the tokens from the principal. */
export function setupApi(): void {
  configureApi({
    // Stale state: reload the principal (new tokens) and every page's data. Not awaited: the caller's error comes first.
    onConflict: () => {
      void mutate(() => true);
    },
    loadTokens: async () => getSessionTokens() ?? (await fetchPrincipal()),
  });
}

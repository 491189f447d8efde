import { mutate } from 'swr';
import { configureApi } from './fetch.ts';
import { fetchPrincipal, PRINCIPAL_URL } from './principal.ts';
import { getSessionTokens } from './session-tokens.ts';

/** Wires the fetch helper to the page: state revalidation on 409 and the tokens from the principal. */
export function setupApi(): void {
  configureApi({
    // Stale state: reload the principal (new tokens) and every page's data. Not awaited: the caller's error comes first.
    onConflict: () => {
      void mutate(() => true);
    },
    // The page came without tokens (never in the HTML): the first call that needs them loads the principal,
    // which also refreshes the principal every screen reads.
    loadTokens: async () => {
      const known = getSessionTokens();
      if (known) return known;
      const principal = await fetchPrincipal();
      void mutate(PRINCIPAL_URL, principal, { revalidate: false });
      return principal;
    },
  });
}

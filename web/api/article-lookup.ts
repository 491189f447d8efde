import { isApiError } from './api-error.ts';
import { apiText } from './fetch.ts';

/** GET /search-ws-{provider}?q= (SPEC §7), `provider` the installation's setting from the boot data. */
export function articleLookupUrl(provider: string, q: string): string {
  return `/search-ws-${provider}?${new URLSearchParams({ q }).toString()}`;
}

/**
 * The vehicle-data search's HTML fragment for `q`: the rows the server rendered and escaped, or '' when there are
 * none or the call failed. SPEC §8: a failure only logs `errore {status}` and shows nothing; a warning, not an
 * error, since the user gets the classic results. An abort (a newer submit) is silent.
 */
export async function fetchArticleLookupHtml(provider: string, q: string, signal?: AbortSignal): Promise<string> {
  try {
    return (await apiText(articleLookupUrl(provider, q), { accept: 'html', signal })).trim();
  } catch (error) {
    if (!signal?.aborted) console.warn(`errore ${isApiError(error) ? error.status : 0}`);
    return '';
  }
}

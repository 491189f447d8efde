import { useEffect, useState } from 'react';
import type { OptionList } from '../../../shared/contract/configurators.ts';
import { isApiError } from '../../api/api-error.ts';
import { apiJson } from '../../api/fetch.ts';

/** Lists already answered in this page load: the same for everyone (SPEC §7), so a step back shows them at once. */
const answered = new Map<string, OptionList>();

/** A list answered before (or the page came with), if any. */
export function knownOptionList(url: string, initial: Readonly<Record<string, OptionList>>): OptionList | undefined {
  return initial[url] ?? answered.get(url);
}

/**
 * GET /configuratore/{slug}/get-…: a lookup that only logs (SPEC §8, DESIGN "Recipes"). A failure logs
 * `errore {status}` and answers an empty list; it is no SWR key, so the global error snackbar never hears of it.
 * An abort (a newer choice) rejects, silently.
 */
export async function fetchOptionList(url: string, signal?: AbortSignal): Promise<OptionList> {
  try {
    const options = await apiJson<unknown>(url, { signal });
    const list = Array.isArray(options) ? options.map(String) : [];
    answered.set(url, list);
    return list;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`errore ${isApiError(error) ? error.status : 0}`);
    return [];
  }
}

/**
 * A configurator's option list: the one the page came with or answered before, else loaded, a newer URL aborting
 * the older load. `keepPrevious` shows the last list while the next one loads (fields that refilter each other).
 */
export function useOptionList(url: string | null, initial: Readonly<Record<string, OptionList>>, keepPrevious = false) {
  const known = url === null ? undefined : knownOptionList(url, initial);
  const [loaded, setLoaded] = useState<{ url: string; options: OptionList } | null>(null);

  useEffect(() => {
    if (url === null || known !== undefined) return;
    const controller = new AbortController();
    fetchOptionList(url, controller.signal).then(
      (options) => setLoaded({ url, options }),
      () => undefined,
    );
    return () => controller.abort();
  }, [url, known]);

  const current = known ?? (loaded && loaded.url === url ? loaded.options : undefined);
  const loading = url !== null && current === undefined;
  const options = current ?? (keepPrevious && loaded ? loaded.options : []);
  return { options, loading };
}

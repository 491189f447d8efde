import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfiguratorRowsReply } from '../../../shared/contract/configurators.ts';
import { isApiError } from '../../api/api-error.ts';
import { apiJson } from '../../api/fetch.ts';
import { t } from '../../../shared/i18n/configurators.ts';
import { resultsPath } from '../../../shared/urls/configurator-urls.ts';
import { latestOnly } from './latest-only.ts';

type PostedSearch =
  | { state: 'idle' }
  | { state: 'busy'; last?: ConfiguratorRowsReply }
  | { state: 'done'; reply: ConfiguratorRowsReply }
  | { state: 'failed'; message: string };

/**
 * The POSTed search of batteries and tyres (SPEC §2, §7): the form's fields to
 * `/configuratore/{slug}/ricerca-avanzata` with the CSRF token (the shop's fetch helper sends it as X-CSRF-Token),
 * rows shown in the page. A newer search aborts the one still in flight (SPEC §7 tyres).
 */
export function usePostedSearch(slug: string) {
  const [search, setSearch] = useState<PostedSearch>({ state: 'idle' });
  const [calls] = useState(latestOnly);
  const lastForm = useRef<URLSearchParams | null>(null);
  useEffect(() => () => calls.abort(), [calls]);

  const run = useCallback(
    async (form: URLSearchParams) => {
      lastForm.current = form;
      setSearch((previous) => ({
        state: 'busy',
        last: previous.state === 'done' ? previous.reply : previous.state === 'busy' ? previous.last : undefined,
      }));
      try {
        const outcome = await calls.run((signal) => apiJson<ConfiguratorRowsReply>(resultsPath(slug), { method: 'POST', form, signal }));
        if (!outcome.superseded) setSearch({ state: 'done', reply: outcome.value });
      } catch (error) {
        // A 401/403 reloads the page (SPEC §6): nothing more to say.
        if (isApiError(error) && error.handled) return;
        setSearch({ state: 'failed', message: error instanceof Error ? error.message : t('JS_GENERIC_ERROR') });
      }
    },
    [slug, calls],
  );
  /** The same search, another page of its rows. */
  const goTo = useCallback(
    (page: number) => {
      const form = new URLSearchParams(lastForm.current ?? undefined);
      form.set('page', String(page));
      void run(form);
    },
    [run],
  );
  /** The same search narrowed or ordered otherwise (a brand, a season, the price), from its first page. */
  const refine = useCallback(
    (field: string, value: string) => {
      const form = new URLSearchParams(lastForm.current ?? undefined);
      if (value) form.set(field, value);
      else form.delete(field);
      form.delete('page');
      void run(form);
    },
    [run],
  );
  return { search, run, goTo, refine };
}

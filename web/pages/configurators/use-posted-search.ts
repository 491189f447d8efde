import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfiguratorRowsReply } from '../../../shared/contract/configurators.ts';
import { isApiError } from '../../api/api-error.ts';
import { apiJson } from '../../api/fetch.ts';
import { t } from '../../i18n/configurators.ts';
import { resultsPath } from './configurator-urls.ts';

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
  const inFlight = useRef<AbortController | null>(null);
  const lastForm = useRef<URLSearchParams | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(
    async (form: URLSearchParams) => {
      inFlight.current?.abort();
      lastForm.current = form;
      const controller = new AbortController();
      inFlight.current = controller;
      setSearch((previous) => ({ state: 'busy', last: previous.state === 'done' ? previous.reply : undefined }));
      try {
        const reply = await apiJson<ConfiguratorRowsReply>(resultsPath(slug), { method: 'POST', form, signal: controller.signal });
        if (!controller.signal.aborted) setSearch({ state: 'done', reply });
      } catch (error) {
        if (controller.signal.aborted || (isApiError(error) && error.handled)) return;
        setSearch({ state: 'failed', message: error instanceof Error ? error.message : t('JS_GENERIC_ERROR') });
      }
    },
    [slug],
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
  return { search, run, goTo };
}

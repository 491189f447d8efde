import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from '../router/index.ts';
import { bootData } from '../boot.ts';
import { searchUrl } from '../../shared/urls/page-urls.ts';
import { searchBehaviour } from '../api/search-settings.ts';
import { useSearchFormSettings } from '../shop-settings.tsx';
import { searchDecision } from './search-decision.ts';

/**
 * What a submit of the search form does (SPEC §2, search-decision.ts): the results inside the SPA, or first the
 * vehicle-data lookup, whose rows (`found`) open in a dialog and whose silence or failure opens the results. A second
 * submit, or another page, aborts a lookup on its way. `placeRef` is the form's place: the focus leaves it when the
 * results open, so a phone's keyboard closes.
 */
export function useSearchSubmit(placeRef: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useSearchFormSettings();
  const lookup = useRef<AbortController>(null);
  const [busy, setBusy] = useState(false);
  // The dialog's rows; `dialogWanted` loads its code as soon as a lookup starts, so it is ready when they come.
  const [found, setFound] = useState<{ q: string; html: string } | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);

  // Another page (a link, the back button) while a lookup runs: its answer must not take the user away again.
  useEffect(
    () => () => {
      lookup.current?.abort();
      setBusy(false);
    },
    [location.key],
  );

  function showResults(q: string) {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && placeRef.current?.contains(focused)) focused.blur();
    void navigate(searchUrl(q));
  }

  async function lookUp(q: string) {
    const controller = new AbortController();
    lookup.current = controller;
    setBusy(true);
    setDialogWanted(true);
    // The lookup's code, like its dialog, loads with the first long query: the homepage's first load stays lean.
    const { fetchArticleLookupHtml } = await import('../api/article-lookup.ts');
    const html = await fetchArticleLookupHtml(bootData().settings.provider, q, controller.signal);
    if (controller.signal.aborted) return;
    setBusy(false);
    if (html) setFound({ q, html });
    else showResults(q);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lookup.current?.abort();
    setBusy(false);
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
    const decision = searchDecision(input?.value ?? '', searchBehaviour(settings));
    if (input) input.value = decision.kind === 'empty' ? '' : decision.q;
    if (decision.kind === 'empty') input?.focus();
    else if (decision.kind === 'direct') showResults(decision.q);
    else void lookUp(decision.q);
  }

  return {
    busy,
    found,
    dialogWanted,
    onSubmit,
    closeFound: () => setFound(null),
    /** The dialog's way to the classic results of its query. */
    classicSearch: () => {
      setFound(null);
      showResults(found?.q ?? '');
    },
  };
}

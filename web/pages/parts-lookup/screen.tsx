import { useEffect, useRef, useState } from 'react';
import { apiText } from '../../api/fetch.ts';
import { t } from '../../../shared/i18n/parts-lookup.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { frameMessageOf, PARTS_LOOKUP_LOGIN_PATH, scrollToResults } from '../../../shared/parts-frame-messages.ts';

type Results = { state: 'waiting' } | { state: 'searching'; code: string } | { state: 'shown'; code: string; html: string };

/**
 * /catalogo-ricambi (SPEC §2, parts-lookup module page): the provider's catalogue in a frame (its source from the
 * login path), where the user picks a vehicle and a part; the original number the frame posts is searched with
 * GET /search-ajax {q} and its rows shown in the page, scrolled to in 600 ms (below the frame at 700 px or less, beside
 * it wider). Messages from any origin but the frame's are ignored; the frame asking to add an original part to the
 * basket gets the unexpected-functionality alert (SPEC §8).
 */
export default function PartsLookupPage() {
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [results, setResults] = useState<Results>({ state: 'waiting' });
  const [unexpected, setUnexpected] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const resultsBox = useRef<HTMLElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiText(PARTS_LOOKUP_LOGIN_PATH, { signal: controller.signal })
      .then((url) => setFrameUrl(new URL(url.trim(), window.location.href).href))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setFailed(true);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!frameUrl) return;
    const frameOrigin = new URL(frameUrl).origin;
    let current: AbortController | undefined;
    const onMessage = (event: MessageEvent) => {
      const message = frameMessageOf(event, frameOrigin, frame.current?.contentWindow ?? null);
      if (!message) return;
      if (message.type === 'addToBasket') {
        setUnexpected((n) => n + 1);
        return;
      }
      current?.abort();
      const controller = (current = new AbortController());
      const code = message.oeNumber;
      setResults({ state: 'searching', code });
      apiText(`/search-ajax?${new URLSearchParams({ q: code }).toString()}`, { accept: 'html', signal: controller.signal })
        .then((html) => {
          setResults({ state: 'shown', code, html });
          requestAnimationFrame(() => {
            if (resultsBox.current) scrollToResults(resultsBox.current);
          });
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // SPEC §8: the lookup only logs; the results area goes back to waiting.
          console.warn(`errore ${error instanceof Error && 'status' in error ? String(error.status) : ''}`.trim());
          setResults({ state: 'waiting' });
        });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      current?.abort();
    };
  }, [frameUrl]);

  return (
    <PageFrame title={pageLabel('partsLookup')} testId="parts-lookup-page">
      <p className="-mt-2 text-slate-600">{t('JS_PARTS_LOOKUP_INTRO')}</p>
      {unexpected > 0 ? (
        <p
          key={unexpected}
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="parts-lookup-unexpected"
        >
          {t('JS_PARTS_LOOKUP_UNEXPECTED')}
        </p>
      ) : null}
      <div className="grid gap-6 min-[701px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="h-[34rem] overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {failed ? (
            <p role="alert" className="p-6 text-slate-700">
              {t('JS_PARTS_LOOKUP_FAILED')}
            </p>
          ) : frameUrl ? (
            <iframe
              ref={frame}
              src={frameUrl}
              title={t('JS_PARTS_LOOKUP_FRAME')}
              className="h-full w-full border-0"
              data-testid="parts-lookup-frame"
            />
          ) : null}
        </div>
        <section
          ref={resultsBox}
          aria-labelledby="parts-lookup-results"
          aria-busy={results.state === 'searching'}
          className="min-h-40"
          data-testid="parts-lookup-results"
        >
          <h2 id="parts-lookup-results" className="mb-3 text-lg font-semibold text-slate-900">
            {results.state === 'waiting' ? t('JS_PARTS_LOOKUP_RESULTS') : t('JS_PARTS_LOOKUP_RESULTS_FOR', { code: results.code })}
          </h2>
          {results.state === 'waiting' ? (
            <p className="text-slate-600">{t('JS_PARTS_LOOKUP_WAITING')}</p>
          ) : results.state === 'searching' ? (
            <p className="text-slate-600">{t('JS_PARTS_LOOKUP_SEARCHING')}</p>
          ) : (
            // The BFF's fragment (shared/fragments/search-ajax-rows.tsx): its links are followed by the layout's listener.
            <div dangerouslySetInnerHTML={{ __html: results.html }} data-testid="parts-lookup-rows" />
          )}
        </section>
      </div>
    </PageFrame>
  );
}

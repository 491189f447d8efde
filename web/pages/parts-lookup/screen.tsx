import { t } from '../../../shared/i18n/parts-lookup.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Notice } from '../../ui/notice.tsx';
import { usePartsLookup } from './use-parts-lookup.ts';

/**
 * /catalogo-ricambi (SPEC §2, parts-lookup module page): the provider's catalogue in a frame (its source from the
 * login path), where the user picks a vehicle and a part; the original number the frame posts is searched with
 * GET /search-ajax {q} and its rows shown in the page, scrolled to in 600 ms (below the frame at 700 px or less, beside
 * it wider). Messages from any origin but the frame's are ignored; the frame asking to add an original part to the
 * basket gets the unexpected-functionality alert (SPEC §8).
 */
export default function PartsLookupPage() {
  const { frameUrl, failed, results, unexpected, frame, resultsBox } = usePartsLookup();
  return (
    <PageFrame title={pageLabel('partsLookup')} testId="parts-lookup-page">
      <p className="-mt-2 text-slate-600">{t('JS_PARTS_LOOKUP_INTRO')}</p>
      {unexpected > 0 ? (
        <Notice key={unexpected} tone="warning" role="alert" data-testid="parts-lookup-unexpected">
          {t('JS_PARTS_LOOKUP_UNEXPECTED')}
        </Notice>
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

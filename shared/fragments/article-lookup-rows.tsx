import { t } from '../i18n/catalogue.ts';
import { advancedSearchUrl } from '../urls/page-urls.ts';
import { FragmentAction } from './action-names.ts';

/** One row of the vehicle-data search (SPEC §3 search result row), as the fragment shows it. */
export interface ArticleLookupRowProps {
  priceListCode: string;
  priceList: string;
  code: string;
  kind: 'article' | 'oe';
  withEquivalents: boolean;
  description: string;
}

/** The /ricerca-avanzata URL of a row: tipo A for a brand's article, O for a maker's original number. */
export function lookupRowUrl(row: ArticleLookupRowProps): string {
  return advancedSearchUrl({
    codiceListino: row.priceListCode,
    codiceArticolo: row.code,
    tipo: row.kind === 'oe' ? 'O' : 'A',
    listino: row.priceList,
    sos: row.withEquivalents ? 'S' : 'N',
  });
}

/**
 * The rows of the vehicle-data search (GET /search-ws-{provider}), rendered by the BFF with renderToStaticMarkup:
 * plain props, no hooks. The SPA shows it in its dialog; each row is a link to /ricerca-avanzata that the SPA
 * follows without a page load (data-action navigate), and that works as a plain link too.
 */
export function ArticleLookupRows({ rows }: { rows: ArticleLookupRowProps[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 border-y border-slate-200" aria-label={t('JS_LOOKUP_ROWS')} data-lookup-rows="">
      {rows.map((row) => (
        <li key={`${row.kind} ${row.priceListCode} ${row.code}`}>
          <a
            href={lookupRowUrl(row)}
            data-action={FragmentAction.navigate}
            data-lookup-row={row.priceListCode}
            className="flex flex-col gap-0.5 rounded px-2 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-mono font-semibold text-blue-800 underline underline-offset-2">{row.code}</span>
              <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t(row.kind === 'oe' ? 'JS_LOOKUP_KIND_OE' : 'JS_LOOKUP_KIND_ARTICLE')}
              </span>
            </span>
            <span className="text-slate-800">
              {t('JS_LOOKUP_LIST', { list: row.priceList, code: row.priceListCode })}
              {row.withEquivalents ? <span className="text-slate-600">, {t('JS_LOOKUP_WITH_EQUIVALENTS')}</span> : null}
            </span>
            {row.description ? <span className="text-slate-600">{row.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

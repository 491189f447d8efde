import { t } from '../i18n/parts-lookup.ts';
import { productUrl, searchUrl } from '../urls/page-urls.ts';
import { FragmentAction } from './action-names.ts';

export interface SearchAjaxRow {
  id: number;
  brand: string;
  code: string;
  description: string;
  group: string;
}

/**
 * The result rows of GET /search-ajax {q} (SPEC §7: the original number the parts-lookup frame posted), rendered by
 * the BFF with renderToStaticMarkup: plain props, no hooks. Each row links to its product page (followed inside the
 * SPA, data-action navigate); more hits than shown link to the full search.
 */
export function SearchAjaxRows({ q, rows, total }: { q: string; rows: SearchAjaxRow[]; total: number }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700" data-search-ajax-empty="">
        {t('JS_SEARCH_AJAX_EMPTY', { code: q })}
      </p>
    );
  }
  return (
    <div data-search-ajax="">
      <ul
        className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label={t('JS_SEARCH_AJAX_ROWS', { code: q })}
      >
        {rows.map((row) => (
          <li key={row.id} data-search-ajax-row={row.id}>
            <a
              href={productUrl(row.id)}
              data-action={FragmentAction.navigate}
              className="flex flex-col gap-0.5 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
            >
              <span className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold text-slate-900">{row.brand}</span>
                <span className="font-mono font-semibold text-blue-800 underline underline-offset-2">{row.code}</span>
              </span>
              <span className="text-slate-800">{row.description}</span>
              <span className="text-xs text-slate-600">{row.group}</span>
            </a>
          </li>
        ))}
      </ul>
      {total > rows.length ? (
        <a
          href={searchUrl(q)}
          data-action={FragmentAction.navigate}
          className="mt-2 inline-block text-sm text-blue-800 underline underline-offset-2"
        >
          {t('JS_SEARCH_AJAX_MORE', { count: total - rows.length })}
        </a>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/catalogue.ts';
import { useViewPreferences } from '../../shop-settings.tsx';
import { cn } from '../../ui/cn.ts';
import { ActiveFilters } from './active-filters.tsx';
import { hasFilters, type ChosenResults } from './results-choice.ts';
import { FILTER_DRAWER_ID, FiltersButton, LayoutSwitch, PriceToggle } from './results-toolbar.tsx';
import { activeFilters, SearchFacetsPanel } from './search-facets.tsx';
import { SortBar } from './sort-bar.tsx';

export interface ResultsLayoutProps {
  results: ChosenResults;
  /** Rows shown: the orders, prices and layouts are offered only for some. */
  rowCount: number;
  loggedIn: boolean;
  /** The page's own tools beside the filters (/cerca's vehicle filter). */
  tools?: ReactNode;
  /** Other choices are loading: the rows shown are the last ones, dimmed. */
  stale?: boolean;
  children: ReactNode;
}

/**
 * A results page's frame (/cerca, /ricerca-ricambi): the toolbar (filters, orders, prices, layout), the active filters'
 * chips, the filter drawer and the rows beside it. Every choice is a link of the page's own URL (`results.hrefFor`).
 */
export function ResultsLayout({ results, rowCount, loggedIn, tools, stale = false, children }: ResultsLayoutProps) {
  const { filtersOpen } = useViewPreferences().preferences;
  const filterable = results.total > 0 || hasFilters(results);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3" data-testid="results-toolbar">
        {filterable ? <FiltersButton activeCount={activeFilters(results).length} /> : null}
        {tools}
        {rowCount > 0 ? (
          <>
            <div className="max-md:order-last max-md:basis-full">
              <SortBar reply={results} loggedIn={loggedIn} />
            </div>
            <div className="ml-auto flex flex-wrap items-center gap-3">
              {loggedIn ? <PriceToggle /> : null}
              <LayoutSwitch />
            </div>
          </>
        ) : null}
      </div>
      <ActiveFilters results={results} />
      <div className={cn('grid gap-6', filtersOpen && 'lg:grid-cols-[15rem_minmax(0,1fr)]')}>
        <aside
          id={FILTER_DRAWER_ID}
          aria-label={t('JS_FILTERS_DRAWER')}
          hidden={!filtersOpen || !filterable}
          className="rounded-lg border border-slate-200 bg-white p-2 lg:self-start"
          data-testid="filter-drawer"
        >
          <SearchFacetsPanel reply={results} testId="search-facets" />
        </aside>
        <div className={cn('flex min-w-0 flex-col gap-4 transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
          {children}
        </div>
      </div>
    </div>
  );
}

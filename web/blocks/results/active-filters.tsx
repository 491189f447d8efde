import { Link } from '../../ui/link.tsx';
import { t } from '../../../shared/i18n/catalogue.ts';
import type { ChosenResults } from './results-choice.ts';
import { activeFilters } from './search-facets.tsx';

/** Chips of the active filters, each removing itself, and one removing them all. */
export function ActiveFilters({ results }: { results: Omit<ChosenResults, 'sortApplied' | 'capped'> }) {
  const active = activeFilters(results);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="active-filters">
      <span className="text-slate-600">{t('JS_FILTERS_ACTIVE')}:</span>
      {active.map((filter) => (
        <Link
          key={filter.key}
          to={filter.href}
          rel="nofollow"
          aria-label={t('JS_FILTER_REMOVE', { name: filter.name })}
          className="inline-flex min-h-8 items-center gap-1 rounded-full bg-blue-50 px-3 text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {filter.name}
          <span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link
        to={results.hrefFor({ sort: results.sort })}
        rel="nofollow"
        className="min-h-8 px-1 leading-8 text-blue-800 underline underline-offset-2"
      >
        {t('JS_FILTERS_CLEAR')}
      </Link>
    </div>
  );
}

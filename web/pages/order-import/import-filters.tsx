import type { ImportSummaryView } from '../../../shared/contract/order-import.ts';
import { t } from '../../../shared/i18n/order-import.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { cn } from '../../ui/cn.ts';
import { Link } from '../../ui/link.tsx';

const filters = [
  { status: null, key: 'JS_IMPORT_ALL' },
  { status: 'found', key: 'JS_IMPORT_FOUND' },
  { status: 'replaced', key: 'JS_IMPORT_REPLACED' },
  { status: 'ambiguous', key: 'JS_IMPORT_AMBIGUOUS' },
  { status: 'not_found', key: 'JS_IMPORT_NOT_FOUND' },
] as const;

interface Props {
  summary: ImportSummaryView;
  /** The filter shown now; null for every row. */
  current: string | null;
  urlOf: (status: string | null) => string;
}

/** The confirm page's status filters, each a link with its count of rows; the one shown is the current page. */
export function ImportFilters({ summary, current, urlOf }: Props) {
  const counts = {
    null: summary.rows,
    found: summary.counts.found,
    replaced: summary.counts.replaced,
    ambiguous: summary.counts.ambiguous,
    not_found: summary.counts.notFound,
  };
  return (
    <nav className="flex flex-wrap gap-2 text-sm" aria-label={t('JS_IMPORT_COL_STATUS')} data-testid="import-filters">
      {filters.map((filter) => (
        <Link
          key={filter.key}
          to={urlOf(filter.status)}
          aria-current={current === filter.status ? 'page' : undefined}
          className={cn(
            'rounded-full border px-3 py-1',
            current === filter.status ? 'border-blue-800 bg-blue-50 font-semibold' : 'border-slate-300',
          )}
        >
          {t(filter.key, { count: formatCount(counts[filter.status ?? 'null']) })}
        </Link>
      ))}
    </nav>
  );
}

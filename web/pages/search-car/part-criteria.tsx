import { Link } from '../../ui/link.tsx';
import type { PlaceItem } from '../../../shared/contract/search-car.ts';
import type { Criteria } from '../../../shared/contract/vehicles.ts';
import { useCross } from '../../api/vehicle-parts.ts';
import { t } from '../../../shared/i18n/vehicles.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { oeResultsUrl } from '../../../shared/urls/page-url-state.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';

export interface MakerList {
  idMarca: number;
  codiceListino: string;
}

/**
 * SPEC §4: a part item's original numbers for the vehicle (`oe/get-criterias`, loaded with the page's data: null
 * when the provider did not answer) with their discriminante, each with its result counts (`oe/get-cross`,
 * `oe/get-other-cross` in the maker's price list) and the link to its results.
 */
export function PartCriteria({
  item,
  criterias,
  maker,
  onRetry,
}: {
  item: PlaceItem;
  criterias: Criteria[] | null;
  maker: MakerList;
  onRetry: () => void;
}) {
  return (
    <section aria-live="polite" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="car-criteria">
      <h3 className="font-semibold text-slate-900">{t('JS_CAR_CRITERIA', { voce: item.voce })}</h3>
      {criterias === null ? (
        <LoadFailed onRetry={onRetry} />
      ) : criterias.length === 0 ? (
        <p className="text-sm text-slate-600">{t('JS_CAR_NO_CRITERIA')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {criterias.map((criteria) => (
            <CriteriaRow key={criteria.codiceOE} criteria={criteria} maker={maker} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CriteriaRow({ criteria, maker }: { criteria: Criteria; maker: MakerList }) {
  const cross = useCross('get-cross', maker.codiceListino, criteria.codiceOE);
  const other = useCross('get-other-cross', maker.codiceListino, criteria.codiceOE);
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
      <span className="font-mono font-semibold text-slate-900">{criteria.codiceOE}</span>
      <span className="min-w-0 flex-1 text-slate-600">{criteria.discriminante}</span>
      <span className="text-slate-700" data-testid="car-cross-counts">
        {cross.data ? t('JS_CAR_CROSS', { count: formatCount(cross.data.count) }) : null}
        {other.data ? ` · ${t('JS_CAR_OTHER_CROSS', { count: formatCount(other.data.count) })}` : null}
      </span>
      <Link
        to={oeResultsUrl(maker.idMarca, criteria.codiceOE)}
        className="font-medium text-blue-800 underline hover:text-blue-600"
        aria-label={t('JS_CAR_CROSS_LINK', { codice: criteria.codiceOE })}
        data-testid="car-cross-link"
      >
        {criteria.codiceOE} →
      </Link>
    </li>
  );
}

import { useNavigate } from '../../router/index.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { resultsUrl } from '../../../shared/urls/page-url-state.ts';
import type { SearchState } from '../../../shared/urls/page-urls.ts';
import { useViewPreferences } from '../../shop-settings.tsx';
import { Checkbox } from '../../ui/check.tsx';

/**
 * "Adatti al mio veicolo" (`veicolo=1`): only the parts fitting the vehicle chosen on /search-car (its cookies; the
 * server narrows the search to them). Shown when a vehicle is chosen, or while the filter is on.
 */
export function VehicleFilter({ state }: { state: SearchState }) {
  const navigate = useNavigate();
  const chosen = useViewPreferences().preferences.vehicle;
  if (!chosen && !state.vehicle) return null;
  return (
    <div className="flex" data-testid="vehicle-filter">
      {/* onChange, not onCheckedChange: a tick opens the narrowed results, never on its own at hydration. */}
      <Checkbox
        checked={state.vehicle ?? false}
        onChange={(e) => void navigate(resultsUrl(state.q, { ...state, vehicle: e.target.checked, page: 1 }))}
        className="font-medium [&>input]:accent-blue-800"
        label={t('JS_SEARCH_FITS_VEHICLE')}
      />
    </div>
  );
}

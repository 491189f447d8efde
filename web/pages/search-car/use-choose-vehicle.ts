import { useNavigate } from '../../router/index.ts';
import { mutate } from 'swr';
import type { ChosenVehicle } from '../../../shared/vehicle-cookies.ts';
import { vehicleLabel } from '../../../shared/vehicle-cookies.ts';
import { vehicleChipHtml } from '../../../shared/fragments/vehicle-chip.ts';
import { clearVehicle, storeVehicle } from '../../lib/vehicle-storage.ts';
import { searchCarUrl } from '../../../shared/urls/page-url-state.ts';
import { pagePath } from '../../../shared/routes.ts';
import { useViewPreferences } from '../../shop-settings.tsx';

const PLAIN_URL = searchCarUrl(new URLSearchParams());

/**
 * Choosing a vehicle (a version, or a plate's vehicle) stores it in the cookies, names it in the header's chip and
 * shows /search-car without its query: the server reads the cookies back (the vehicle, its selects, its groups).
 * `null` clears the choice.
 */
export function useChooseVehicle() {
  const navigate = useNavigate();
  const { setPreferences } = useViewPreferences();
  return (vehicle: ChosenVehicle | null) => {
    if (vehicle) storeVehicle(vehicle);
    else clearVehicle();
    const name = vehicle ? vehicleLabel(vehicle) : '';
    setPreferences({ vehicle: name ? vehicleChipHtml(name) : null });
    void navigate(pagePath('searchCar'), { replace: true });
    void mutate(PLAIN_URL);
  };
}

import { useNavigate, useSearchParams } from '../../router/index.ts';
import type { PartsTreeItem } from '../../../shared/contract/vehicles.ts';
import { searchCarPlace, searchCarPlaceUrl } from '../../../shared/urls/page-url-state.ts';
import { storePartItem } from '../../lib/vehicle-storage.ts';

/**
 * Moving in the vehicle's parts (issue 47): the open group and the chosen part live in the page's URL (`gruppo`,
 * `voce`), so Back, a reload and a shared link show them again; the server loads them with the page's data. Each
 * choice is a history entry (Back returns to the previous group or part) and keeps the page scrolled where it is.
 * `asked`: the place the URL names, before its data has come.
 */
export function useVehiclePlace() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const go = (place: { idGruppo: number | null; idVoce: number | null }) =>
    void navigate(searchCarPlaceUrl(params, place), { preventScrollReset: true });
  const asked = searchCarPlace(params);
  return {
    asked,
    /** Opens a group's drawing; the part chosen before is left. */
    openGroup: (idGruppo: number) => go({ idGruppo, idVoce: null }),
    /** Opens a part's original numbers, the open group staying open (a part the text search found may be of another). */
    choosePart: (row: PartsTreeItem) => {
      if (row.idVoce === null) return;
      storePartItem(row.idVoce);
      go({ idGruppo: asked.idGruppo, idVoce: row.idVoce });
    },
  };
}

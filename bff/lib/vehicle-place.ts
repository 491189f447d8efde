import type { PlaceItem, SearchCarPlace } from '../../shared/contract/search-car.ts';
import type { ActiveGroup } from '../../shared/contract/vehicles.ts';
import { searchCarPlace } from '../../shared/urls/page-url-state.ts';
import type { PageContext } from '../pages/define-page.ts';
import { catalogueText } from './catalogue-text.ts';
import { unlessProviderDown } from './vehicle-fallback.ts';
import { criteriaView, treeItemView } from './vehicle-wire.ts';

/** No group open, no part chosen. */
export const NO_PLACE: SearchCarPlace = { idGruppo: null, items: [], item: null, criterias: [] };

/**
 * /search-car's place in the chosen vehicle's parts (issue 47): the group (`gruppo`) and the part (`voce`) its URL
 * names, each only when the vehicle has it (a link to another vehicle's part shows none), with the group's part items
 * and the part's original numbers, their names in the request's language, so the first HTML shows them open.
 * `down`: the provider did not answer (the tree: nothing open; the numbers: null).
 */
export async function vehiclePlace(
  { app, request, params }: Pick<PageContext<unknown>, 'app' | 'request' | 'params'>,
  idVeicolo: number,
  groups: ActiveGroup[],
): Promise<{ place: SearchCarPlace; down: boolean }> {
  const asked = searchCarPlace(params);
  if (asked.idGruppo === null && asked.idVoce === null) return { place: NO_PLACE, down: false };
  const ctx = request.portCtx();
  const vehicles = app.ports.vehicles;
  const tree = await unlessProviderDown(request, 'vehicles.itemsTree', () => vehicles.itemsTree({ vehicleId: idVeicolo }, ctx), []);
  const rows = tree.value.map(treeItemView).filter((row) => row.isItem);
  const idGruppo = groups.some((g) => g.idGruppo === asked.idGruppo) ? asked.idGruppo : null;
  const chosen = rows.find((row) => row.idVoce === asked.idVoce);
  const criterias = chosen?.idVoce
    ? await unlessProviderDown(
        request,
        'vehicles.criterias',
        async () => (await vehicles.criterias({ vehicleId: idVeicolo, itemId: chosen.idVoce ?? 0 }, ctx)).map(criteriaView),
        null,
      )
    : { value: [], down: false };
  const text = (name: string) => catalogueText(app, request, name);
  const shown = async (row: (typeof rows)[number]): Promise<PlaceItem> => ({ ...row, voce: await text(row.voce), originale: row.voce });
  const [items, item, numbers] = await Promise.all([
    Promise.all(rows.filter((row) => idGruppo !== null && row.idGruppo === idGruppo).map(shown)),
    chosen ? shown(chosen) : null,
    criterias.value && Promise.all(criterias.value.map(async (c) => ({ ...c, discriminante: await text(c.discriminante) }))),
  ]);
  return { place: { idGruppo, items, item, criterias: numbers }, down: tree.down || criterias.down };
}

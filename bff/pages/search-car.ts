import { z } from 'zod';
import { plateSchema } from '../../shared/contract/vehicles.ts';
import { parseModelValue, readChosenVehicle } from '../../shared/vehicle-cookies.ts';
import { definePage } from './define-page.ts';

const idParam = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * `/search-car` (SPEC §2, §4 vehicle search): the maker → model → version choice, driven by the query while the user
 * chooses (`idMarca`, `modello` = `idModello|modelloAnno`) and by the vehicle cookies once chosen, so a reload
 * shows the stored vehicle, its selects and its active groups in the first HTML; `targa` asks the plate search.
 * Parameters and cookies are read leniently: one that is not valid counts as absent.
 */
export const searchCarPage = definePage('searchCar', {
  query: z.looseObject({}),
  async load({ app, request, params }) {
    const ctx = request.portCtx();
    const vehicles = app.ports.vehicles;
    // `rimuovi` (the header chip's clear link): the screen deletes the cookies; shown without the vehicle meanwhile.
    const vehicle = params.has('rimuovi') ? null : readChosenVehicle(request.cookies);
    const queried = idParam(params.get('idMarca'));
    const idMarca = queried ?? vehicle?.idMarca ?? null;
    const [makers, models, groups] = await Promise.all([
      vehicles.makers({}, ctx),
      idMarca === null ? [] : vehicles.models({ idMarca }, ctx),
      vehicle ? vehicles.activeGroups({ idVeicolo: vehicle.idVeicolo }, ctx) : [],
    ]);
    let chosenModel = queried === null ? null : parseModelValue(params.get('modello'));
    if (queried === null && vehicle) {
      const stored = models.find((model) => model.idModello === vehicle.idModello);
      if (stored) chosenModel = { idModello: stored.idModello, modelloAnno: stored.modelloAnno };
    }
    const known = chosenModel && models.some((m) => m.idModello === chosenModel.idModello && m.modelloAnno === chosenModel.modelloAnno);
    const versions = known && chosenModel ? await vehicles.versions(chosenModel, ctx) : [];
    const plate = plateSchema.safeParse(params.get('targa') ?? '');
    return {
      makers,
      idMarca: models.length > 0 ? idMarca : null,
      modello: known && chosenModel ? `${chosenModel.idModello}|${chosenModel.modelloAnno}` : null,
      models,
      versions,
      vehicle: vehicle && {
        ...vehicle,
        modelloAnno: vehicle.modelloAnno ?? (chosenModel?.idModello === vehicle.idModello ? chosenModel.modelloAnno : null),
      },
      groups,
      plate: plate.success ? { targa: plate.data, reply: await vehicles.searchPlate({ plate: plate.data }, ctx) } : null,
    };
  },
});

import { z } from 'zod';
import { plateSchema } from '../../../shared/contract/vehicles.ts';
import { parseModelValue, readChosenVehicle } from '../../../shared/vehicle-cookies.ts';
import { unlessProviderDown } from '../../../bff/lib/vehicle-fallback.ts';
import { definePage } from '../../../bff/pages/define-page.ts';
import { catalogueText } from '../../../bff/lib/catalogue-text.ts';
import { groupView, makerView, modelView, plateChoicesView, versionView } from '../../../bff/lib/vehicle-wire.ts';
import { NO_PLACE, vehiclePlace } from '../../../bff/lib/vehicle-place.ts';

const idParam = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * `/search-car` (SPEC §2, §4 vehicle search): the maker → model → version choice, driven by the query while the user
 * chooses (`idMarca`, `modello` = `idModello|modelloAnno`) and by the vehicle cookies once chosen, so a reload
 * shows the stored vehicle, its selects and its active groups in the first HTML; `targa` asks the plate search;
 * `gruppo` and `voce` open a group and a part of the vehicle's (bff/lib/vehicle-place.ts).
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
    // The provider down or slow: the page still renders, with what it answered and the generic error.
    const guarded = <T>(operation: string, call: () => Promise<T>, fallback: T) => unlessProviderDown(request, operation, call, fallback);
    const answers = await Promise.all([
      guarded('vehicles.makers', async () => (await vehicles.makers({}, ctx)).map(makerView), []),
      guarded(
        'vehicles.models',
        async () => (idMarca === null ? [] : (await vehicles.models({ makeId: idMarca }, ctx)).map(modelView)),
        [],
      ),
      guarded(
        'vehicles.activeGroups',
        async () => (vehicle ? (await vehicles.activeGroups({ vehicleId: vehicle.idVeicolo }, ctx)).map(groupView) : []),
        [],
      ),
    ]);
    const [makers, models, groups] = [answers[0].value, answers[1].value, answers[2].value];
    let unavailable = answers.some((answer) => answer.down);
    let chosenModel = queried === null ? null : parseModelValue(params.get('modello'));
    if (queried === null && vehicle) {
      const stored = models.find((model) => model.idModello === vehicle.idModello);
      if (stored) chosenModel = { idModello: stored.idModello, modelloAnno: stored.modelloAnno };
    }
    const known = chosenModel && models.some((m) => m.idModello === chosenModel.idModello && m.modelloAnno === chosenModel.modelloAnno);
    const versions = await guarded(
      'vehicles.versions',
      async () =>
        known && chosenModel
          ? (await vehicles.versions({ modelId: chosenModel.idModello, firstYear: chosenModel.modelloAnno }, ctx)).map(versionView)
          : [],
      [],
    );
    const targa = plateSchema.safeParse(params.get('targa') ?? '');
    const plate = targa.success
      ? await guarded('vehicles.searchPlate', async () => plateChoicesView(await vehicles.searchPlate({ plate: targa.data }, ctx)), null)
      : null;
    unavailable ||= versions.down || (plate?.down ?? false);
    // A plate not found or ambiguous: the stored vehicle is not the plate's, so its parts are not shown under the
    // message (its cookies stay until a new choice).
    const plateMissed = plate?.value ? plate.value.vehicles.length !== 1 : false;
    const shown = plateMissed ? null : vehicle;
    // The provider's group and version names in the request's language (issue 29); Italian stays as it is.
    const text = (name: string) => catalogueText(app, request, name);
    const [shownGroups, shownVersions, placed] = await Promise.all([
      Promise.all((shown ? groups : []).map(async (g) => ({ ...g, gruppo: await text(g.gruppo) }))),
      Promise.all(versions.value.map(async (v) => ({ ...v, versione: await text(v.versione), body: await text(v.body) }))),
      shown ? vehiclePlace({ app, request, params }, shown.idVeicolo, groups) : { place: NO_PLACE, down: false },
    ]);
    unavailable ||= placed.down;
    return {
      makers,
      idMarca: models.length > 0 ? idMarca : null,
      modello: known && chosenModel ? `${chosenModel.idModello}|${chosenModel.modelloAnno}` : null,
      models,
      versions: shownVersions,
      vehicle: shown && {
        ...shown,
        modelloAnno: shown.modelloAnno ?? (chosenModel?.idModello === shown.idModello ? chosenModel.modelloAnno : null),
      },
      groups: shownGroups,
      plate: targa.success && plate?.value ? { targa: targa.data, reply: plate.value } : null,
      place: placed.place,
      ...(unavailable ? { unavailable } : {}),
    };
  },
});

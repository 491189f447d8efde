import { z } from 'zod';
import { activeGroup, criteria, id, maker, model, partsTreeItem, plateChoices, vehicleVersion } from './vehicles.ts';

/** The vehicle stored in the cookies (shared/vehicle-cookies.ts), as the page shows it. */
export const chosenVehicle = z.object({
  idMarca: id,
  idModello: id,
  idVeicolo: id,
  modelloAnno: z.number().int().nullable(),
  marca: z.string(),
  modello: z.string(),
  versione: z.string(),
  targa: z.string().nullable(),
  telaio: z.string().nullable(),
});

/**
 * A part item of the vehicle's tree as the page shows it: `voce` in the request's language; `originale`, the
 * provider's own name (Italian), picks the part's shape in the drawing.
 */
export const placeItem = partsTreeItem.extend({ originale: z.string() });
export type PlaceItem = z.output<typeof placeItem>;

/**
 * Where the user is in the vehicle's parts (issue 47), from the URL's `gruppo` and `voce` when the vehicle has
 * them: the open group's id and part items, the chosen part and its original numbers (null: the provider did not
 * answer). Empty without a vehicle, or when the URL names none.
 */
export const searchCarPlace = z.object({
  idGruppo: id.nullable(),
  items: z.array(placeItem),
  item: placeItem.nullable(),
  criterias: z.array(criteria).nullable(),
});
export type SearchCarPlace = z.output<typeof searchCarPlace>;

/**
 * `/search-car?idMarca=&modello=&targa=&gruppo=&voce=` (SPEC §2, §4 vehicle search): the makers, the models of the maker chosen
 * (the query's, else the stored vehicle's) and the versions of the model chosen (`modello` is `idModello|modelloAnno`),
 * the stored vehicle with its active groups and the place the URL names in them, and the plate search's reply when
 * the query has a plate.
 */
export const searchCarPageReply = z.object({
  makers: z.array(maker),
  idMarca: id.nullable(),
  modello: z.string().nullable(),
  models: z.array(model),
  versions: z.array(vehicleVersion),
  vehicle: chosenVehicle.nullable(),
  groups: z.array(activeGroup),
  plate: z.object({ targa: z.string(), reply: plateChoices }).nullable(),
  place: searchCarPlace,
  /** The parts-catalogue provider did not answer (down or slow): the lists it should have filled are empty. */
  unavailable: z.boolean().optional(),
});
export type SearchCarPageReply = z.output<typeof searchCarPageReply>;

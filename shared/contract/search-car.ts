import { z } from 'zod';
import { activeGroup, id, maker, model, plateChoices, vehicleVersion } from './vehicles.ts';

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
 * `/search-car?idMarca=&modello=&targa=` (SPEC §2, §4 vehicle search): the makers, the models of the maker chosen
 * (the query's, else the stored vehicle's) and the versions of the model chosen (`modello` is `idModello|modelloAnno`),
 * the stored vehicle with its active groups, and the plate search's reply when the query has a plate.
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
  /** The parts-catalogue provider did not answer (down or slow): the lists it should have filled are empty. */
  unavailable: z.boolean().optional(),
});
export type SearchCarPageReply = z.output<typeof searchCarPageReply>;

import { z } from 'zod';
import { articleCodeSchema } from '../../shared/codes.ts';
import {
  activeGroup,
  application,
  criteria,
  crossReply,
  id,
  maker,
  model,
  partsTreeItem,
  plateReply,
  plateSchema,
  priceListCode,
  vehicleVersion,
} from '../../shared/contract/vehicles.ts';
import { op } from './op.ts';

export * from '../../shared/contract/vehicles.ts';

const oeQuery = z.object({ codiceListino: priceListCode, codiceOE: articleCodeSchema });

/**
 * The parts-catalogue provider's vehicle catalogue (SPEC §7 Vehicle lookup): makers, models, versions, plates, the
 * parts tree of a vehicle, original numbers and the products carrying them. Public catalogue data: no actor needed,
 * cached for everyone. Unknown ids answer empty lists.
 */
export const vehiclesPort = {
  /** Every maker, by name. */
  makers: op({ input: z.object({}), output: z.array(maker), idempotent: true, cache: '1h', cacheBy: 'global' }),
  /** The maker's models, by name and year. */
  models: op({ input: z.object({ idMarca: id }), output: z.array(model), idempotent: true, cache: '1h', cacheBy: 'global' }),
  /** The model's versions, by power and name; empty when modelloAnno is not the model's. */
  versions: op({
    input: z.object({ idModello: id, modelloAnno: z.number().int().min(1900).max(2200) }),
    output: z.array(vehicleVersion),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The vehicles a number plate is registered to; plate lookups are billable, so cached a day. */
  searchPlate: op({
    input: z.object({ plate: plateSchema }),
    output: plateReply,
    idempotent: true,
    cache: '1d',
    cacheBy: 'global',
  }),
  /** The groups of the parts tree with parts for the vehicle, in tree order. */
  activeGroups: op({
    input: z.object({ idVeicolo: id }),
    output: z.array(activeGroup),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The vehicle's parts tree: subgroups and items with parts for it. */
  itemsTree: op({
    input: z.object({ idVeicolo: id }),
    output: z.array(partsTreeItem),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The original numbers of a part item for the vehicle. */
  criterias: op({
    input: z.object({ idVeicolo: id, idVoce: id }),
    output: z.array(criteria),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The products carrying a maker's original number (codiceListino is the maker's price list). */
  cross: op({ input: oeQuery, output: crossReply, idempotent: true, cache: '1h', cacheBy: 'global' }),
  /** Equivalents of other brands of the products carrying a maker's original number (not those products). */
  otherCross: op({ input: oeQuery, output: crossReply, idempotent: true, cache: '1h', cacheBy: 'global' }),
  /** The vehicles a product fits, by its price list (a brand's) and article code; by maker, model and version. */
  appliModels: op({
    input: z.object({ idList: priceListCode, artCode: articleCodeSchema }),
    output: z.array(application),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The ids of the products that fit the vehicle (the "fits my vehicle" filter), ascending. */
  codesForVehicle: op({
    input: z.object({ idVeicolo: id }),
    output: z.object({ productIds: z.array(id) }),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
};

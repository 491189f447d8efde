import { z } from 'zod';
import { articleCodeSchema } from '../../shared/codes.ts';
import { crossReply, plateSchema } from '../../shared/contract/vehicles.ts';
import { op } from './op.ts';

export { CROSS_LIMIT, type CrossProduct, type CrossReply } from '../../shared/contract/vehicles.ts';

// The vehicles port's own shapes, in English: the BFF words them as SPEC §3 does (bff/lib/vehicle-wire.ts).

/** Ids of the vehicle catalogue (makes, models, vehicles, groups, items): positive integers. */
export const id = z.number().int().positive();
/** A price list's code: a car maker's (its original numbers) or a brand's. */
export const priceListCode = z.string().trim().min(1).max(20);

/** A car maker and the code of its price list of original (OE) numbers. */
export const maker = z.object({ makeId: id, name: z.string().min(1), priceListCode: z.string().min(1) });
export type Maker = z.output<typeof maker>;

/** A model of a maker; firstYear is the first year it was produced (a model name may come back in other years). */
export const model = z.object({ modelId: id, firstYear: z.number().int(), name: z.string().min(1) });
export type Model = z.output<typeof model>;

const month = z.string().regex(/^\d{4}-\d{2}$/);

/** A version of a model: one vehicle of the catalogue. */
export const vehicleVersion = z.object({
  vehicleId: id,
  name: z.string().min(1),
  body: z.string(),
  kw: z.number().int().nonnegative(),
  /** Metric horsepower (CV). */
  hp: z.number().int().nonnegative(),
  /** First month produced, 'YYYY-MM'. */
  producedFrom: month,
  /** Last month produced, 'YYYY-MM'; null while still produced. */
  producedTo: month.nullable(),
  engineCode: z.string(),
  cm3: z.number().int().nonnegative(),
  valves: z.number().int().nonnegative(),
  /** The fuel code as stored (A, M, N, B, D, G; anything else is other): shared/fuel.ts names it. */
  fuel: z.string().length(1),
});
export type VehicleVersion = z.output<typeof vehicleVersion>;

/** A plate's vehicle: its names and what tells it from the others of the same plate (years, power, engine, fuel, body). */
const plateVehicle = z.object({ make: z.string(), model: z.string(), version: z.string(), makeId: id, modelId: id, vehicleId: id }).extend(
  vehicleVersion.pick({
    body: true,
    kw: true,
    hp: true,
    producedFrom: true,
    producedTo: true,
    engineCode: true,
    cm3: true,
    valves: true,
    fuel: true,
  }).shape,
);

/** The vehicles a registration may be (one, or several when the catalogue cannot tell); none when no vehicle has it. */
export const plateReply = z.object({
  /** By engine size, then power, like versions. */
  vehicles: z.array(plateVehicle),
  /** The registrations' chassis numbers (VIN), once each. */
  vins: z.array(z.string()),
});
export type PlateReply = z.output<typeof plateReply>;

/** A group of the parts tree with parts for the vehicle. */
export const activeGroup = z.object({ groupId: id, name: z.string().min(1) });
export type ActiveGroup = z.output<typeof activeGroup>;

/**
 * A row of the vehicle's parts tree, in tree order (group, subgroup, item): a subgroup's row (isItem false, itemId
 * null) followed by its part items with parts for the vehicle (isItem true).
 * - name: the item's name, or the subgroup's on a subgroup row;
 * - oeCount: how many original (OE) numbers the vehicle has under the row (the item's, or all of the subgroup's items');
 * - subgroupName on every row, so an item row can be shown alone ("Freni › Disco freno").
 */
export const partsTreeItem = z.object({
  isItem: z.boolean(),
  name: z.string().min(1),
  groupId: id,
  subgroupId: id,
  itemId: id.nullable(),
  groupName: z.string().min(1),
  oeCount: z.number().int().positive(),
  subgroupName: z.string(),
});
export type PartsTreeItem = z.output<typeof partsTreeItem>;

/**
 * An original (OE) number of the part item for the vehicle; description tells numbers of the same item apart (the
 * maker's list holding it and what the parts carrying it are, e.g. a size or side).
 */
export const criteria = z.object({ oeCode: z.string().min(1), description: z.string() });
export type Criteria = z.output<typeof criteria>;

/** A vehicle a product fits. */
export const application = z.object({
  makeId: id,
  make: z.string().min(1),
  modelId: id,
  model: z.string().min(1),
  vehicleId: id,
  version: z.string().min(1),
});
export type Application = z.output<typeof application>;

const oeQuery = z.object({ priceListCode, oeCode: articleCodeSchema });

/**
 * The parts-catalogue provider's vehicle catalogue (SPEC §7 Vehicle lookup): makers, models, versions, plates, the
 * parts tree of a vehicle, original numbers and the products carrying them. Public catalogue data: no actor needed,
 * cached for everyone. Unknown ids answer empty lists.
 */
export const vehiclesPort = {
  /** Every maker, by name. */
  makers: op({ input: z.object({}), output: z.array(maker), idempotent: true, cache: '1h', cacheBy: 'global', staleIfError: '1d' }),
  /** The maker's models, by name and year. */
  models: op({ input: z.object({ makeId: id }), output: z.array(model), idempotent: true, cache: '1h', cacheBy: 'global' }),
  /** The model's versions, by engine size (cm3), then power and name, as parts catalogues list them; empty when firstYear is not the model's. */
  versions: op({
    input: z.object({ modelId: id, firstYear: z.number().int().min(1900).max(2200) }),
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
    input: z.object({ vehicleId: id }),
    output: z.array(activeGroup),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The vehicle's parts tree: subgroups and items with parts for it. */
  itemsTree: op({
    input: z.object({ vehicleId: id }),
    output: z.array(partsTreeItem),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The original numbers of a part item for the vehicle. */
  criterias: op({
    input: z.object({ vehicleId: id, itemId: id }),
    output: z.array(criteria),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The products carrying a maker's original number (priceListCode is the maker's price list). */
  cross: op({ input: oeQuery, output: crossReply, idempotent: true, cache: '1h', cacheBy: 'global' }),
  /** Equivalents of other brands of the products carrying a maker's original number (not those products). */
  otherCross: op({ input: oeQuery, output: crossReply, idempotent: true, cache: '1h', cacheBy: 'global' }),
  /** The vehicles a product fits, by its price list (a brand's) and article code; by maker, model and version. */
  appliModels: op({
    input: z.object({ priceListCode, code: articleCodeSchema }),
    output: z.array(application),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
  /** The ids of the products that fit the vehicle (the "fits my vehicle" filter), ascending. */
  codesForVehicle: op({
    input: z.object({ vehicleId: id }),
    output: z.object({ productIds: z.array(id) }),
    idempotent: true,
    cache: '1h',
    cacheBy: 'global',
  }),
};

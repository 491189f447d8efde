import { z } from 'zod';

// The vehicle catalogue's replies (SPEC §3), shared by the vehicles port, the BFF and the SPA.

/** Ids of the vehicle catalogue (idMarca, idModello, idVeicolo, idGruppo, idVoce...): positive integers. */
export const id = z.number().int().positive();
/** A price list's code (codiceListino): a car maker's or a brand's. */
export const priceListCode = z.string().trim().min(1).max(20);

/** Maker (SPEC §3): a car maker and the code of its price list of original (OE) numbers. */
export const maker = z.object({ idMarca: id, marca: z.string().min(1), codiceListino: z.string().min(1) });
export type Maker = z.output<typeof maker>;

/** Model (SPEC §3): modelloAnno is the first year the model was produced. */
export const model = z.object({ idModello: id, modelloAnno: z.number().int(), modello: z.string().min(1) });
export type Model = z.output<typeof model>;

/** Vehicle version (SPEC §3). */
export const vehicleVersion = z.object({
  idVeicolo: id,
  versione: z.string().min(1),
  body: z.string(),
  kw: z.number().int().nonnegative(),
  cv: z.number().int().nonnegative(),
  /** First month produced, 'YYYY-MM'. */
  dal: z.string().regex(/^\d{4}-\d{2}$/),
  /** Last month produced, 'YYYY-MM'; null while still produced. */
  al: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
  /** The engine code. */
  motore: z.string(),
  cm3: z.number().int().nonnegative(),
  valvole: z.number().int().nonnegative(),
  /** The fuel code as stored (A, M, N, B, D, G; anything else is other): shared/fuel.ts names it. */
  alimentazione: z.string().length(1),
});
export type VehicleVersion = z.output<typeof vehicleVersion>;

/** A number plate as typed: trimmed, upper case, spaces and dashes removed; empty after that is `invalid`. */
export function normalisePlate(plate: string): string {
  return plate.replace(/[\s-]+/g, '').toUpperCase();
}
export const plateSchema = z.string().max(30).transform(normalisePlate).pipe(z.string().min(1).max(15));

/** Plate reply (SPEC §3): the vehicles a registration may be (one, or several when the catalogue cannot tell). */
export const plateReply = z.object({
  vehicles: z.array(z.object({ marca: z.string(), modello: z.string(), versione: z.string(), idMarca: id, idModello: id, idVeicolo: id })),
  /** The registrations' chassis numbers (VIN), once each. */
  departments: z.array(z.object({ telaio: z.string() })),
  /** 'ok', or 'zero_plates' when no vehicle has the plate. */
  message: z.enum(['ok', 'zero_plates']),
});
export type PlateReply = z.output<typeof plateReply>;

/**
 * The plate reply as /search-car offers its vehicles to choose from: each also with what tells it from the others
 * (years, power, engine, fuel, body), in a version's words.
 */
export const plateChoices = plateReply.extend({
  vehicles: z.array(
    plateReply.shape.vehicles.element.extend(
      vehicleVersion.pick({
        body: true,
        kw: true,
        cv: true,
        dal: true,
        al: true,
        motore: true,
        cm3: true,
        valvole: true,
        alimentazione: true,
      }).shape,
    ),
  ),
});
export type PlateChoices = z.output<typeof plateChoices>;

/** Active group (SPEC §3): a group of the parts tree with parts for the vehicle. */
export const activeGroup = z.object({ idGruppo: id, gruppo: z.string().min(1) });
export type ActiveGroup = z.output<typeof activeGroup>;

/**
 * Parts tree item (SPEC §3), in tree order (group, subgroup, item): a sub-group row (isItem false, idVoce null)
 * followed by its part items with parts for the vehicle (isItem true).
 * - voce: the row's name (the item's, or the subgroup's on a subgroup row);
 * - gruppo: the group's name;
 * - ap ("applicazioni"): how many original (OE) numbers the vehicle has under the row (an item's, or all of the
 *   subgroup's items');
 * - ds ("descrizione"): the subgroup's name, on every row, so an item row can be shown alone ("Freni › Disco freno").
 */
export const partsTreeItem = z.object({
  isItem: z.boolean(),
  voce: z.string().min(1),
  idGruppo: id,
  idSottogruppo: id,
  idVoce: id.nullable(),
  gruppo: z.string().min(1),
  ap: z.number().int().positive(),
  ds: z.string(),
});
export type PartsTreeItem = z.output<typeof partsTreeItem>;

/**
 * Criteria (SPEC §3): an original (OE) number of the part item for the vehicle; discriminante tells numbers of the
 * same item apart (the maker's list holding it and what the parts carrying it are, e.g. a size or side).
 */
export const criteria = z.object({ codiceOE: z.string().min(1), discriminante: z.string() });
export type Criteria = z.output<typeof criteria>;

/** A product of the catalogue as the cross-reference replies list it. */
export const crossProduct = z.object({
  productId: id,
  /** The brand's name. */
  brand: z.string().min(1),
  /** The brand's price list code. */
  priceListCode: z.string().min(1),
  /** The article code as the brand writes it. */
  code: z.string().min(1),
  description: z.string(),
});
export type CrossProduct = z.output<typeof crossProduct>;

/** Most products a cross-reference reply lists; `count` tells how many there are. */
export const CROSS_LIMIT = 200;
export const crossReply = z.object({ count: z.number().int().nonnegative(), products: z.array(crossProduct).max(CROSS_LIMIT) });
export type CrossReply = z.output<typeof crossReply>;

/** A vehicle a product fits (the product page's applications). */
export const application = z.object({
  idMarca: id,
  marca: z.string().min(1),
  idModello: id,
  modello: z.string().min(1),
  idVeicolo: id,
  versione: z.string().min(1),
});
export type Application = z.output<typeof application>;

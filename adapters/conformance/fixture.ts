import { readFileSync } from 'node:fs';
import { z } from 'zod';

const credentials = z.object({ username: z.string().min(1), password: z.string().min(1) });
const productId = z.number().int().positive();
const quantity = z.number().int().min(1);

/**
 * What the conformance suites need to know about an implementation's data: accounts and products to use.
 * Each implementation brings its own, taken from its data (fixtures/conformance-fixture.example.json is the
 * reference's demo data).
 */
export const conformanceFixtureSchema = z.object({
  /** A trade customer who can log in. */
  customer: credentials.extend({ companyName: z.string().min(1) }),
  /** A user of another customer: carts must not leak between the two. */
  otherCustomer: credentials,
  /** Staff who may switch user. */
  staff: credentials,
  /** A product the suites add to carts in its minimum quantity and find by its code. */
  product: z
    .object({ id: productId, code: z.string().min(1), minQty: quantity, packQty: quantity })
    .refine((p) => p.minQty % p.packQty === 0, { message: 'minQty must be a multiple of packQty', path: ['minQty'] }),
  /** A product sold in packs (packQty of 2 or more), to try a quantity that is not a multiple. */
  packedProduct: z.object({ id: productId, packQty: z.number().int().min(2), minQty: quantity }),
  /** An id no product has. */
  missingProductId: productId,
  /**
   * A catalogue text and its English as the implementation's translator gives it (the reference: from its
   * glossary); without it the suite checks only that unknown words and same-language texts come back unchanged.
   */
  translation: z.object({ italian: z.string().min(1), english: z.string().min(1) }).optional(),
  /** A product `customer` and `otherCustomer` pay different net prices for (their conditions differ on it). */
  differentlyPricedProductId: productId,
  /**
   * A product found by its codes: its article code in its brand's price list, an original (OE) number it carries
   * in that maker's price list, and products cross-referenced with it (its equivalents of other brands).
   */
  codedProduct: z.object({
    id: productId,
    code: z.string().min(1),
    priceListCode: z.string().min(1),
    oe: z.object({ code: z.string().min(1), priceListCode: z.string().min(1) }),
    crossReferenceIds: z.array(productId).min(1),
  }),
  /**
   * A code several price lists hold (an article code in two brands' lists, or an original number in two car makers'
   * lists, as written in one of them), and the codes of all those lists: the parts lookup answers one row per list.
   */
  multiListCode: z.object({ code: z.string().min(1), priceListCodes: z.array(z.string().min(1)).min(2) }),
  /** Words that find from 2 to 1,000 products of at least two brands (facets, filters and sorts are tried on them). */
  searchWords: z.string().min(1).max(100),
  /** For each kind of relation (the product page's tabs), a product with at least one related product of that kind. */
  related: z.object({
    alternatives: productId,
    substitutes: productId,
    substituents: productId,
    suggested: productId,
    suggestedCatalog: productId,
    matches: productId,
    necessaries: productId,
  }),
  /** An exchange part (alternator, starter...) and the product of its core deposit. */
  exchangePart: z.object({ id: productId, depositId: productId }),
  /** An article code with a gift running now and for a long while (the suites never fix the implementation's clock). */
  giftCode: z.string().min(1),
  /** A snow chain's article code and one tyre size it fits, as "205/55 R16". */
  snowChain: z.object({ code: z.string().min(1), tyreSize: z.string().regex(/^\d{3}\/\d{2} R\d{2}$/) }),
  /** A product `customer` has movements of (delivery notes, returns, orders). */
  movedProductId: productId,
  /** Codes of an imported order, one of each thing matching makes of a code (the order-import port). */
  orderImport: z.object({
    /** An article code one product has. */
    found: z.object({ code: z.string().min(1), productId }),
    /** An OE number exactly one product carries. */
    replacedByOe: z.object({ code: z.string().min(1), productId }),
    /** Another maker's code (a competitor's catalogue) one product replaces. */
    replacedByCrossReference: z.object({ code: z.string().min(1), productId }),
    /** A code several products match, and two of them. */
    ambiguous: z.object({ code: z.string().min(1), productIds: z.array(productId).min(2) }),
    /** A code nothing matches. */
    unknownCode: z.string().min(1),
  }),
  /** The vehicle catalogue (the parts-catalogue provider's vehicles port); ids are the provider's. */
  vehicles: z.object({
    /** A number plate (as stored or as typed) registered to one vehicle. */
    plate: z.object({ plate: z.string().min(1), vehicleId: productId }),
    /** A number plate registered to several vehicles (the provider cannot tell which version), with all of them. */
    sharedPlate: z.object({ plate: z.string().min(1), vehicleIds: z.array(productId).min(2) }),
    /** A vehicle with its maker and model, a group of parts it has, and a part item of that group with original numbers. */
    vehicle: z.object({
      makeId: productId,
      modelId: productId,
      firstYear: z.number().int(),
      vehicleId: productId,
      groupId: productId,
      itemId: productId,
    }),
    /** A car maker's price list code and an original number of it that products carry. */
    oe: z.object({ priceListCode: z.string().min(1), oeCode: z.string().min(1) }),
    /** A product (its brand's price list code and article code) and a vehicle it fits. */
    application: z.object({ productId, priceListCode: z.string().min(1), code: z.string().min(1), vehicleId: productId }),
  }),
  /** The product configurators; their other cascades start from the lists themselves. */
  configurators: z.object({
    /** A tyre size with tyres of this service description (load index and speed index), and more of other ones. */
    tyre: z.object({
      width: z.number().int().positive(),
      aspectRatio: z.number().int().positive(),
      rimDiameter: z.number().int().positive(),
      loadIndex: z.number().int().positive(),
      speedIndex: z.string().min(1).max(2),
    }),
    /** An oil type and SAE grade, and a car maker's approval some oil of that type and grade carries. */
    oil: z.object({ type: z.string().min(1), gradation: z.string().min(1), oemBrand: z.string().min(1), oemCertify: z.string().min(1) }),
    /** A car roof bars of a bar manufacturer are made for: car brand, model, a year of the model. */
    roofBars: z.object({ manufacter: z.string().min(1), brand: z.string().min(1), model: z.string().min(1), year: z.number().int() }),
    /** A vehicle (vehicleId of the vehicles port) batteries are listed for. */
    batteryVehicleId: productId,
  }),
});
export type ConformanceFixture = z.infer<typeof conformanceFixtureSchema>;

/** Reads a fixture file; a missing file, bad JSON or a wrong field stops with a message naming the file and the field. */
export function readConformanceFixture(file: string): ConformanceFixture {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Conformance fixture ${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const parsed = conformanceFixtureSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Conformance fixture ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

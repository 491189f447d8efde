import { z } from 'zod';
import { catalogueItem } from '../../shared/contract/catalogue.ts';
import { configuratorResults, optionList, optionValue, resultsPaging } from '../../shared/contract/configurators.ts';
import { op } from './op.ts';

export { SPEED_CODES, tyreSearchText, type ConfiguratorResults } from '../../shared/contract/configurators.ts';

/**
 * A tyre's size and EU label (Reg. 2020/740): width in mm, aspect ratio (height as a percentage of the width), rim
 * diameter in inches, load index and speed index (the service description, e.g. 91V).
 */
const euClass = z.enum(['A', 'B', 'C', 'D', 'E']);
export const tyre = z.object({
  width: z.number().int().positive(),
  aspectRatio: z.number().int().positive(),
  rimDiameter: z.number().int().positive(),
  loadIndex: z.number().int().positive(),
  speedIndex: z.string().min(1).max(2),
  season: z.enum(['summer', 'winter', 'all-season']),
  /** EU label classes A–E. */
  fuelClass: euClass,
  wetGripClass: euClass,
  noiseDb: z.number().int().min(50).max(90),
  noiseClass: z.enum(['A', 'B', 'C']),
});
export type Tyre = z.output<typeof tyre>;
/** Tyre results: each row with its size and label. */
export const tyreResults = z.object({ rows: z.array(catalogueItem.extend({ tyre })), total: z.number().int().min(0) });
export type TyreResults = z.output<typeof tyreResults>;

/** Oil results: each row with the litres it holds, for the price per litre. */
export const oilResults = z.object({
  rows: z.array(catalogueItem.extend({ litres: z.number().positive() })),
  total: z.number().int().min(0),
});
export type OilResults = z.output<typeof oilResults>;

/** An option list: the same for everyone, so cached globally (SPEC marks the first levels cached; all are safe). */
const list = <I extends z.ZodObject>(input: I) => op({ input, output: optionList, idempotent: true, cache: '1h', cacheBy: 'global' });
/** Results are catalogue items without prices: the same for everyone, but short-lived (the assortment changes). */
const results = <S extends z.ZodRawShape>(input: z.ZodObject<S>) =>
  op({ input: input.extend(resultsPaging.shape), output: configuratorResults, idempotent: true, cache: '5m', cacheBy: 'global' });

const v = optionValue;
const opt = optionValue.optional();
const year = z.number().int().min(1900).max(2200);

/** The filters of the configurators where every field narrows the others (SPEC §4: oils and roof boxes). */
const oilFilters = z.object({ type: opt, gradation: opt, format: opt, brand: opt, specs: opt, oemBrand: opt, oemCertify: opt });
const roofBoxFilters = z.object({ capacity: opt, color: opt, doubleOpening: opt, fixingType: opt });

/**
 * The product configurators (SPEC §7 Configurators): from what the customer knows (a car, a tyre size, an oil
 * grade) to the catalogue's products that fit. Each configurator is a group: its option lists, in the order of
 * its cascade (SPEC §4), and its results. Parameter names are mostly SPEC's (`manufacter` included); the BFF
 * translates the Italian ones (bff/lib/configurator-wire.ts). Unknown values answer empty lists and no results,
 * never an error.
 */
export const configuratorsPort = {
  /** Car mats (tappeti-per-auto): brand, model, year, type. */
  carMats: {
    brands: list(z.object({})),
    models: list(z.object({ brand: v })),
    years: list(z.object({ brand: v, model: v })),
    types: list(z.object({ brand: v, model: v, year })),
    results: results(z.object({ brandCar: v, modelCar: v, yearCar: year.optional(), typeMat: opt })),
  },
  /** Car covers (teli-copri-auto): brand, model. */
  carCovers: {
    brands: list(z.object({})),
    models: list(z.object({ brand: v })),
    results: results(z.object({ brand: v, model: opt })),
  },
  /** Roof boxes (bauli-per-auto): capacity (litres), colour, double opening, fixing type; each narrows the others. */
  roofBoxes: {
    capacities: list(roofBoxFilters),
    colors: list(roofBoxFilters),
    doubleOpenings: list(roofBoxFilters),
    fixingTypes: list(roofBoxFilters),
    results: results(roofBoxFilters),
  },
  /** Lubricating oils (oli-lubrificanti): type first, then any of the others; each narrows the others. */
  oils: {
    types: list(oilFilters),
    gradations: list(oilFilters),
    formats: list(oilFilters),
    brands: list(oilFilters),
    specs: list(oilFilters),
    oemBrands: list(oilFilters),
    oemCertifies: list(oilFilters),
    /** Each row with its litres (a 4 l can, a 208 l drum). */
    results: op({
      input: oilFilters.extend({ type: v }).extend(resultsPaging.shape),
      output: oilResults,
      idempotent: true,
      cache: '5m',
      cacheBy: 'global',
    }),
  },
  /** The distributor's own-brand batteries by car: brand, model, fuel, version, engine. */
  ownBrandBatteries: {
    brands: list(z.object({})),
    models: list(z.object({ brand: v })),
    fuels: list(z.object({ brand: v, model: v })),
    versions: list(z.object({ brand: v, model: v, fuel: v })),
    engines: list(z.object({ brand: v, model: v, fuel: v, version: v })),
    results: results(z.object({ brand: v, model: v, fuel: opt, version: opt, engine: opt })),
  },
  /** Batteries (batterie) by typology, capacity (Ah), cold-cranking amps (A EN), terminal layout, or a vehicle. */
  batteries: {
    typologies: list(z.object({})),
    results: results(
      z.object({
        typology: opt,
        minAh: z.number().int().min(1).max(400).optional(),
        maxAh: z.number().int().min(1).max(400).optional(),
        minCca: z.number().int().min(1).max(2000).optional(),
        /** Positive terminal on the right (DX) or the left (SX). */
        layout: z.enum(['DX', 'SX']).optional(),
        /** A vehicle of the vehicles port: the batteries that fit it. */
        vehicleId: z.number().int().positive().optional(),
      }),
    ),
  },
  /** Tyres (pneumatici) by size (SPEC §3 tyre search inputs), load index and speed index, each with its EU label. */
  tyres: {
    results: op({
      input: z
        .object({
          width: z.number().int().min(100).max(400),
          aspectRatio: z.number().int().min(20).max(100),
          rimDiameter: z.number().int().min(10).max(24),
          /** Minimums: a tyre rated higher fits too. */
          loadIndex: z.number().int().min(50).max(130).optional(),
          speedIndex: z.string().trim().toUpperCase().max(2).optional(),
        })
        .extend(resultsPaging.shape),
      output: tyreResults,
      idempotent: true,
      cache: '5m',
      cacheBy: 'global',
    }),
  },
  /** Roof bars (portaggio-e-carico): bar manufacturer, car brand, model, year, type. */
  roofBars: {
    manufacters: list(z.object({})),
    brands: list(z.object({ manufacter: v })),
    models: list(z.object({ manufacter: v, brand: v })),
    years: list(z.object({ manufacter: v, brand: v, model: v })),
    types: list(z.object({ manufacter: v, brand: v, model: v, year })),
    results: results(z.object({ manufacterCar: v, brandCar: v, modelCar: v, yearCar: year, typeBar: opt })),
  },
  /** Snow chains (catene-da-neve) by tyre size: width, ratio, diameter, typology. */
  snowChains: {
    widths: list(z.object({})),
    ratios: list(z.object({ width: v })),
    diameters: list(z.object({ width: v, ratio: v })),
    typologies: list(z.object({ width: v, ratio: v, diameter: v })),
    results: results(z.object({ width: v, ratio: opt, diameter: opt, typology: opt })),
  },
  /** Trunk liners (vasche-baule): car brand, model, year. */
  trunkLiners: {
    brands: list(z.object({})),
    models: list(z.object({ carBrand: v })),
    years: list(z.object({ carBrand: v, carModel: v })),
    results: results(z.object({ carBrand: v, carModel: opt, carYear: year.optional() })),
  },
};

import { fuelName } from '../../../shared/fuel.ts';
import type { PortImpls } from '../../ports/index.ts';
import { generationSql, generationWhere } from './generations.ts';
import { sortedValues, type Params, type ResultPages, type Statements } from './query.ts';

type Impl = PortImpls['configurators'];

/** The fuel codes a fuel's Italian name stands for ('Benzina' → B); none for an unknown name. */
const FUEL_CODES = ['A', 'M', 'N', 'B', 'D', 'G'];
const codesOf = (name: string) => JSON.stringify(FUEL_CODES.filter((code) => fuelName(code) === name));

/** An engine as the own-brand configurator lists it: code, displacement and power. */
const ENGINE = `v.engine_code || ' (' || v.cm3 || ' cm³, ' || v.kw || ' kW)'`;

/** Batteries (batterie): by typology, capacity, cold-cranking amps, layout, or the vehicle they fit. */
export function batteries(statements: Statements, pages: ResultPages): Impl['batteries'] {
  return {
    typologies: async () => statements.values('SELECT DISTINCT typology FROM batteries'),
    results: async ({ typology, minAh, maxAh, minCca, layout, vehicleId, page, pageSize }) => {
      const parts = ['1'];
      const params: Params = {};
      const add = (condition: string, name: string, value: string | number | undefined) => {
        if (value === undefined) return;
        parts.push(condition);
        params[name] = value;
      };
      add('typology = @typology', 'typology', typology);
      add('ah >= @minAh', 'minAh', minAh);
      add('ah <= @maxAh', 'maxAh', maxAh);
      add('cca >= @minCca', 'minCca', minCca);
      add('layout = @layout', 'layout', layout);
      add('product_id IN (SELECT product_id FROM battery_vehicles WHERE vehicle_id = @vehicleId)', 'vehicleId', vehicleId);
      // The smallest battery that meets the asked figures first: the usual choice.
      const select = `SELECT product_id, ah, cca FROM batteries WHERE ${parts.join(' AND ')}`;
      return pages.page(select, 'ah, cca DESC, product_id', params, { page, pageSize });
    },
  };
}

/**
 * The distributor's own-brand batteries by car (brand, model, fuel, version, engine), over the vehicle catalogue's
 * cars an own-brand battery fits (battery_vehicles): each list the distinct values among the cars the choices so far
 * select. Fuels are listed by their Italian names (Benzina, Diesel...).
 */
export function ownBrandBatteries(statements: Statements, pages: ResultPages): Impl['ownBrandBatteries'] {
  interface Car {
    brand?: string;
    model?: string;
    fuel?: string | undefined;
    version?: string | undefined;
    engine?: string | undefined;
  }
  const fitted =
    'EXISTS (SELECT 1 FROM battery_vehicles bv JOIN batteries b ON b.product_id = bv.product_id WHERE bv.vehicle_id = v.id AND b.own_brand = 1)';
  const cars = (car: Car): { from: string; params: Params } => {
    const parts = [fitted];
    const params: Params = {};
    const add = (condition: string, name: string, value: string | undefined) => {
      if (value === undefined) return;
      parts.push(condition);
      params[name] = value;
    };
    add('mk.name = @brand', 'brand', car.brand);
    if (car.model !== undefined) parts.push(generationWhere(car.model, 'm.name', 'm.year_from', params));
    add('v.fuel IN (SELECT value FROM json_each(@fuels))', 'fuels', car.fuel === undefined ? undefined : codesOf(car.fuel));
    add('v.version = @version', 'version', car.version);
    add(`${ENGINE} = @engine`, 'engine', car.engine);
    return {
      from: `FROM vehicles v JOIN models m ON m.id = v.model_id JOIN makers mk ON mk.id = m.maker_id WHERE ${parts.join(' AND ')}`,
      params,
    };
  };
  const list = (column: string, car: Car) => {
    const { from, params } = cars(car);
    return statements.values(`SELECT DISTINCT ${column} ${from}`, params);
  };
  return {
    // A maker is listed at its first fitted car (a distinct over every car would read them all).
    brands: async () =>
      statements.values(`SELECT mk.name FROM makers mk WHERE EXISTS (SELECT 1 FROM models m JOIN vehicles v ON v.model_id = m.id
        WHERE m.maker_id = mk.id AND ${fitted})`),
    // By generation (./generations.ts): the Panda of 2003 and that of 2012 take different batteries.
    models: async ({ brand }) => list(generationSql('m.name', 'm.year_from', 'm.year_to'), { brand }),
    fuels: async ({ brand, model }) => sortedValues(list('v.fuel', { brand, model }).map(fuelName)),
    versions: async (car) => list('v.version', car),
    engines: async (car) => list(ENGINE, car),
    results: async ({ page, pageSize, ...car }) => {
      const { from, params } = cars(car);
      // The batteries of the most of the chosen cars first (one car: all equal), then the smallest.
      const select = `SELECT b.product_id, b.ah, count(*) AS cars FROM batteries b JOIN battery_vehicles bv ON bv.product_id = b.product_id
        WHERE b.own_brand = 1 AND bv.vehicle_id IN (SELECT v.id ${from}) GROUP BY b.product_id`;
      return pages.page(select, 'cars DESC, ah, product_id', params, { page, pageSize });
    },
  };
}

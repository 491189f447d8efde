import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { Maker, Model, VehicleVersion } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

/** Makers, their models and the models' versions: small tables, each read through its index. */
export class CarPark {
  private readonly makersSql: Statement<[], Maker>;
  private readonly modelsSql: Statement<[number], Model>;
  private readonly versionsSql: Statement<[number, number], VehicleVersion>;

  constructor(db: Database) {
    this.makersSql = db.prepare(`SELECT id AS makeId, name, price_list_code AS priceListCode FROM makers ORDER BY name`);
    // models_maker (maker_id, name)
    this.modelsSql = db.prepare(`SELECT id AS modelId, year_from AS firstYear, name FROM models
      WHERE maker_id = ? ORDER BY name, year_from, id`);
    // The model by its primary key, its versions through vehicles_model.
    this.versionsSql = db.prepare(`SELECT v.id AS vehicleId, v.version AS name, v.body, v.kw, v.cv AS hp, v.date_from AS producedFrom,
        v.date_to AS producedTo, v.engine_code AS engineCode, v.cm3, v.valves, v.fuel
      FROM models m JOIN vehicles v ON v.model_id = m.id
      WHERE m.id = ? AND m.year_from = ? ORDER BY v.cm3, v.kw, v.version, v.id`);
  }

  makers(): Maker[] {
    return this.makersSql.all();
  }

  models(input: Input<'models'>): Model[] {
    return this.modelsSql.all(input.makeId);
  }

  versions(input: Input<'versions'>): VehicleVersion[] {
    return this.versionsSql.all(input.modelId, input.firstYear);
  }
}

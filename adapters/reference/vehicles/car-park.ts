import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { Maker, Model, VehicleVersion } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

/** Makers, their models and the models' versions: small tables, each read through its index. */
export class CarPark {
  private readonly makersSql: Statement<[], Maker>;
  private readonly modelsSql: Statement<[number], Model>;
  private readonly versionsSql: Statement<[number, number], VehicleVersion>;

  constructor(db: Database) {
    this.makersSql = db.prepare(`SELECT id AS idMarca, name AS marca, price_list_code AS codiceListino FROM makers ORDER BY name`);
    // models_maker (maker_id, name)
    this.modelsSql = db.prepare(`SELECT id AS idModello, year_from AS modelloAnno, name AS modello FROM models
      WHERE maker_id = ? ORDER BY name, year_from, id`);
    // The model by its primary key, its versions through vehicles_model.
    this.versionsSql = db.prepare(`SELECT v.id AS idVeicolo, v.version AS versione, v.body, v.kw, v.cv, v.date_from AS dal,
        v.date_to AS al, v.engine_code AS motore, v.cm3, v.valves AS valvole, v.fuel AS alimentazione
      FROM models m JOIN vehicles v ON v.model_id = m.id
      WHERE m.id = ? AND m.year_from = ? ORDER BY v.kw, v.version, v.id`);
  }

  makers(): Maker[] {
    return this.makersSql.all();
  }

  models(input: Input<'models'>): Model[] {
    return this.modelsSql.all(input.idMarca);
  }

  versions(input: Input<'versions'>): VehicleVersion[] {
    return this.versionsSql.all(input.idModello, input.modelloAnno);
  }
}

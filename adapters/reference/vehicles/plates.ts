import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { PlateReply } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

type PlateVehicle = PlateReply['vehicles'][number] & { vin: string };

/** The vehicles a plate is registered to (vehicle_plates' primary key), with their maker and model. */
export class Plates {
  private readonly sql: Statement<[string], PlateVehicle>;

  constructor(db: Database) {
    this.sql = db.prepare(`SELECT mk.name AS make, m.name AS model, v.version, mk.id AS makeId,
        m.id AS modelId, v.id AS vehicleId, v.body, v.kw, v.cv AS hp, v.date_from AS producedFrom, v.date_to AS producedTo,
        v.engine_code AS engineCode, v.cm3, v.valves, v.fuel, p.telaio AS vin
      FROM vehicle_plates p JOIN vehicles v ON v.id = p.vehicle_id JOIN models m ON m.id = v.model_id
      JOIN makers mk ON mk.id = m.maker_id
      WHERE p.plate = ? ORDER BY v.cm3, v.kw, v.version, v.id`);
  }

  /** The plate arrives normalised by the port's input schema. */
  searchPlate(input: Input<'searchPlate'>): PlateReply {
    const rows = this.sql.all(input.plate);
    const vehicles = rows.map(({ vin: _vin, ...vehicle }) => vehicle);
    return { vehicles, vins: [...new Set(rows.map((row) => row.vin))] };
  }
}

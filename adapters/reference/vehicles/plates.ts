import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { PlateReply } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

type PlateVehicle = PlateReply['vehicles'][number] & { telaio: string };

/** The vehicles a plate is registered to (vehicle_plates' primary key), with their maker and model. */
export class Plates {
  private readonly sql: Statement<[string], PlateVehicle>;

  constructor(db: Database) {
    this.sql = db.prepare(`SELECT mk.name AS marca, m.name AS modello, v.version AS versione, mk.id AS idMarca,
        m.id AS idModello, v.id AS idVeicolo, p.telaio
      FROM vehicle_plates p JOIN vehicles v ON v.id = p.vehicle_id JOIN models m ON m.id = v.model_id
      JOIN makers mk ON mk.id = m.maker_id
      WHERE p.plate = ? ORDER BY v.id`);
  }

  /** The plate arrives normalised by the port's input schema. */
  searchPlate(input: Input<'searchPlate'>): PlateReply {
    const rows = this.sql.all(input.plate);
    if (rows.length === 0) return { vehicles: [], departments: [], message: 'zero_plates' };
    const vehicles = rows.map(({ telaio: _telaio, ...vehicle }) => vehicle);
    const departments = [...new Set(rows.map((row) => row.telaio))].map((telaio) => ({ telaio }));
    return { vehicles, departments, message: 'ok' };
  }
}

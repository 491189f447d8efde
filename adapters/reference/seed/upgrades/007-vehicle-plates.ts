import type { Rng } from '../prng.ts';
import type { DataUpgrade } from './index.ts';

/** Letters of Italian and French plates (no I, O, Q, U) and of chassis numbers (no I, O, Q). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Districts of German plates. */
const GERMAN_DISTRICTS = ['M', 'B', 'HH', 'K', 'F', 'S', 'N', 'DO'];
/** Shares of the car park with an Italian plate, and with a foreign one. */
const ITALIAN_SHARE = 0.6;
const FOREIGN_SHARE = 0.04;
/** How many plates are registered to two versions of one model (the catalogue cannot tell which). */
const SHARED_PLATES = 6;

interface Vehicle {
  id: number;
  modelId: number;
}

/**
 * Version 7: number plates for the vehicle catalogue's plate search. About three vehicles in five get an Italian plate
 * (AA123BB), a few a German ('M AB 1234') or French ('AB-123-CD') one, stored normalised; a few plates are each
 * registered to two versions of one model, as a plate search that cannot tell the version answers. Every plate is
 * drawn once, so no two registrations share one by chance.
 */
export const vehiclePlatesData: DataUpgrade = {
  version: 7,
  name: 'vehicle plates',
  tables: ['vehicle_plates'],
  apply(db, { rng }) {
    const vehicles = db.prepare<[], Vehicle>('SELECT id, model_id AS modelId FROM vehicles ORDER BY id').all();
    const insert = db.prepare('INSERT INTO vehicle_plates (plate, vehicle_id, telaio, country) VALUES (?, ?, ?, ?)');
    const used = new Set<string>();
    const draw = (make: () => string): string => {
      for (;;) {
        const plate = make();
        if (!used.has(plate)) {
          used.add(plate);
          return plate;
        }
      }
    };
    const italian = () => draw(() => rng.letters(2, PLATE_LETTERS) + rng.digits(3) + rng.letters(2, PLATE_LETTERS));
    const german = () => draw(() => rng.pick(GERMAN_DISTRICTS) + rng.letters(2, PLATE_LETTERS) + String(rng.int(1, 9999)));
    const french = () => draw(() => rng.letters(2, PLATE_LETTERS) + rng.digits(3) + rng.letters(2, PLATE_LETTERS));
    const vin = () => vinOf(rng);

    let foreign = 0;
    for (const vehicle of vehicles) {
      if (rng.chance(ITALIAN_SHARE)) insert.run(italian(), vehicle.id, vin(), 'IT');
      else if (rng.chance(FOREIGN_SHARE / (1 - ITALIAN_SHARE))) {
        if (foreign++ % 2 === 0) insert.run(german(), vehicle.id, vin(), 'DE');
        else insert.run(french(), vehicle.id, vin(), 'FR');
      }
    }
    // Two versions of one model (consecutive ids), spread over the car park.
    const step = Math.max(1, Math.floor(vehicles.length / SHARED_PLATES));
    for (let start = 0, shared = 0; start + 1 < vehicles.length && shared < SHARED_PLATES; start += step) {
      const [first, second] = [vehicles[start], vehicles[start + 1]];
      if (!first || !second || first.modelId !== second.modelId) continue;
      const plate = italian();
      const telaio = vin();
      insert.run(plate, first.id, telaio, 'IT');
      insert.run(plate, second.id, telaio, 'IT');
      shared++;
    }
  },
};

/** A chassis number of 17 characters: a manufacturer prefix, the vehicle's description and its serial number. */
function vinOf(rng: Rng): string {
  return rng.letters(3, VIN_LETTERS.slice(0, 23)) + rng.letters(6, VIN_LETTERS) + rng.letters(2, VIN_LETTERS) + rng.digits(6);
}

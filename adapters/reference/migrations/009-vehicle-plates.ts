import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Number plates of the vehicle catalogue (SPEC §7 search-plate, §3 Plate reply). The plate is stored normalised (upper
 * case, no spaces or dashes: ports/vehicles.ts normalisePlate). A registration is one plate and one chassis number
 * (telaio), but the catalogue cannot always tell which of a few versions it is: then the plate has one row per
 * candidate vehicle, with the same telaio. Idempotent statements, so a copy whose user_version was lowered by hand
 * migrates again.
 */
export const vehiclePlates: Migration = {
  version: 9,
  name: 'vehicle plates',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS vehicle_plates (
      plate TEXT NOT NULL CHECK (length(plate) BETWEEN 1 AND 15),
      vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
      telaio TEXT NOT NULL,                  -- the chassis number (VIN)
      country TEXT NOT NULL CHECK (length(country) = 2),  -- ISO 3166 alpha-2 of the registration
      PRIMARY KEY (plate, vehicle_id)
    ) WITHOUT ROWID;
  `,
};

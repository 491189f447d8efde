import type { Migration } from '../../../shared/sqlite.ts';

/**
 * What the product configurators (SPEC §7 Configurators) filter the catalogue's products by: tyre sizes with their EU
 * label, oils with their grade, format, specifications and car makers' approvals, batteries with the vehicles they
 * fit, the cars mats, trunk liners, covers and roof bars are made for, and roof boxes. Snow chains use the tables of
 * migration 5. Every row points at a product of the catalogue (priced, stocked, searchable like any other). Texts are
 * stored as the lists show them. Idempotent statements, so a copy whose user_version was lowered by hand migrates again.
 */
export const configurators: Migration = {
  version: 10,
  name: 'configurators',
  up: /* sql */ `
    -- A tyre: size 205/55 R16 is width 205, ratio 55, diameter 16; service description 91V is load index 91 and speed
    -- code V (speed_rank its place in SPEED_CODES, to compare codes). EU label (Reg. 2020/740) classes A-E.
    CREATE TABLE IF NOT EXISTS tyres (
      product_id INTEGER PRIMARY KEY REFERENCES products(id),
      width INTEGER NOT NULL CHECK (width > 0),
      ratio INTEGER NOT NULL CHECK (ratio > 0),
      diameter INTEGER NOT NULL CHECK (diameter > 0),
      load_index INTEGER NOT NULL CHECK (load_index > 0),
      speed_code TEXT NOT NULL CHECK (length(speed_code) BETWEEN 1 AND 2),
      speed_rank INTEGER NOT NULL,
      season TEXT NOT NULL CHECK (season IN ('estiva', 'invernale', 'quattro-stagioni')),
      fuel_class TEXT NOT NULL CHECK (fuel_class IN ('A', 'B', 'C', 'D', 'E')),
      wet_grip_class TEXT NOT NULL CHECK (wet_grip_class IN ('A', 'B', 'C', 'D', 'E')),
      noise_db INTEGER NOT NULL CHECK (noise_db BETWEEN 50 AND 90),
      noise_class TEXT NOT NULL CHECK (noise_class IN ('A', 'B', 'C'))
    );
    CREATE INDEX IF NOT EXISTS tyres_size ON tyres(width, ratio, diameter, load_index, speed_rank);

    -- A lubricant: type (Motore, Cambio manuale...), SAE grade, format ('5 l', litres to sort by) and brand as the
    -- configurator lists them; its ACEA/API specifications and the car makers' approvals it carries.
    CREATE TABLE IF NOT EXISTS oils (
      product_id INTEGER PRIMARY KEY REFERENCES products(id),
      type TEXT NOT NULL,
      gradation TEXT NOT NULL,
      format TEXT NOT NULL,
      litres REAL NOT NULL CHECK (litres > 0),
      brand TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS oils_type ON oils(type, gradation);
    CREATE TABLE IF NOT EXISTS oil_specs (
      product_id INTEGER NOT NULL REFERENCES oils(product_id),
      spec TEXT NOT NULL,
      PRIMARY KEY (product_id, spec)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS oil_specs_spec ON oil_specs(spec, product_id);
    CREATE TABLE IF NOT EXISTS oil_approvals (
      product_id INTEGER NOT NULL REFERENCES oils(product_id),
      oem_brand TEXT NOT NULL,
      approval TEXT NOT NULL,
      PRIMARY KEY (product_id, oem_brand, approval)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS oil_approvals_brand ON oil_approvals(oem_brand, approval, product_id);

    -- A battery: typology, capacity (Ah), cold-cranking amps (A EN), positive terminal on the right (DX) or left (SX),
    -- technology; own_brand marks the distributor's own brand. battery_vehicles: the vehicles (idVeicolo) it fits.
    CREATE TABLE IF NOT EXISTS batteries (
      product_id INTEGER PRIMARY KEY REFERENCES products(id),
      typology TEXT NOT NULL,
      ah INTEGER NOT NULL CHECK (ah > 0),
      cca INTEGER NOT NULL CHECK (cca > 0),
      layout TEXT NOT NULL CHECK (layout IN ('DX', 'SX')),
      technology TEXT NOT NULL,
      own_brand INTEGER NOT NULL DEFAULT 0 CHECK (own_brand IN (0, 1))
    );
    CREATE INDEX IF NOT EXISTS batteries_typology ON batteries(typology, ah);
    CREATE TABLE IF NOT EXISTS battery_vehicles (
      vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
      product_id INTEGER NOT NULL REFERENCES batteries(product_id),
      PRIMARY KEY (vehicle_id, product_id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS battery_vehicles_product ON battery_vehicles(product_id, vehicle_id);

    -- The cars a mat set ('mat'), trunk liner ('liner'), car cover ('cover') or roof bar kit ('bar') is made for, by
    -- the names the vehicle catalogue gives (maker, model) and the model's years; type is the mat's or bar's type
    -- ('' when none), manufacturer the bars' maker ('' for the others).
    CREATE TABLE IF NOT EXISTS car_fits (
      kind TEXT NOT NULL CHECK (kind IN ('mat', 'liner', 'cover', 'bar')),
      maker TEXT NOT NULL,
      model TEXT NOT NULL,
      year_from INTEGER NOT NULL,
      year_to INTEGER NOT NULL CHECK (year_to >= year_from),
      product_id INTEGER NOT NULL REFERENCES products(id),
      manufacturer TEXT NOT NULL DEFAULT '',
      type TEXT NOT NULL DEFAULT '',
      PRIMARY KEY (kind, maker, model, year_from, product_id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS car_fits_manufacturer ON car_fits(kind, manufacturer, maker, model);

    -- A roof box: capacity in litres, colour, double opening ('Sì'/'No') and how it is fixed to the bars.
    CREATE TABLE IF NOT EXISTS roof_boxes (
      product_id INTEGER PRIMARY KEY REFERENCES products(id),
      capacity INTEGER NOT NULL CHECK (capacity > 0),
      color TEXT NOT NULL,
      double_opening TEXT NOT NULL CHECK (double_opening IN ('Sì', 'No')),
      fixing_type TEXT NOT NULL
    );
  `,
};

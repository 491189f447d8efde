import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../shared/sqlite.ts';
import { migrations } from '../../migrations/index.ts';
import { seedDatabase } from '../index.ts';

const db = openDatabase(':memory:', migrations);
seedDatabase(db, { products: 400 });
const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n;
const column = (sql: string) => db.prepare(sql).pluck().all();

describe('configurators data (version 8)', () => {
  it('describes every tyre with the size a buyer types (205/55 R16 91V), and the commonest size in every season', () => {
    expect(count('SELECT count(*) AS n FROM tyres')).toBeGreaterThan(100);
    const unsized = `SELECT count(*) AS n FROM tyres t JOIN products p ON p.id = t.product_id
      WHERE instr(p.description, t.width || '/' || t.ratio || ' R' || t.diameter || ' ' || t.load_index || t.speed_code) = 0`;
    expect(count(unsized)).toBe(0);
    expect(column('SELECT DISTINCT season FROM tyres WHERE width = 205 AND ratio = 55 AND diameter = 16 ORDER BY 1')).toEqual([
      'estiva',
      'invernale',
      'quattro-stagioni',
    ]);
  });

  it('sells oils in every format from 1 l to the 208 l drum, each with its specifications and approvals', () => {
    expect(column('SELECT DISTINCT format FROM oils ORDER BY litres')).toEqual(['1 l', '4 l', '5 l', '20 l', '60 l', '208 l']);
    expect(count('SELECT count(*) AS n FROM oils o WHERE NOT EXISTS (SELECT 1 FROM oil_specs s WHERE s.product_id = o.product_id)')).toBe(
      0,
    );
    expect(column("SELECT DISTINCT approval FROM oil_approvals WHERE oem_brand = 'Volkswagen'")).toContain('VW 504.00/507.00');
  });

  it('fits an own-brand battery to every car that is not electric, and the catalogue starter batteries to their vehicles', () => {
    const ownBrand = 'SELECT 1 FROM battery_vehicles bv JOIN batteries b ON b.product_id = bv.product_id AND b.own_brand = 1';
    expect(count(`SELECT count(*) AS n FROM vehicles v WHERE v.fuel <> 'A' AND NOT EXISTS (${ownBrand} WHERE bv.vehicle_id = v.id)`)).toBe(
      0,
    );
    expect(count("SELECT count(*) AS n FROM batteries WHERE typology = 'Avviamento' AND own_brand = 0")).toBeGreaterThan(0);
    expect(column('SELECT DISTINCT technology FROM batteries ORDER BY 1')).toEqual(['AGM', 'EFB', 'Standard']);
  });

  it("makes mats, liners, covers and roof bars for the vehicle catalogue's own cars and years", () => {
    const orphans = `SELECT count(*) AS n FROM car_fits f WHERE NOT EXISTS (SELECT 1 FROM models m JOIN makers mk ON mk.id = m.maker_id
      WHERE mk.name = f.maker AND m.name = f.model AND m.year_from = f.year_from)`;
    expect(count(orphans)).toBe(0);
    expect(column('SELECT DISTINCT kind FROM car_fits ORDER BY 1')).toEqual(['bar', 'cover', 'liner', 'mat']);
    expect(column("SELECT DISTINCT manufacturer FROM car_fits WHERE kind = 'bar' ORDER BY 1")).toEqual(['Farad', 'Menabò', 'Thule']);
  });

  it('adds snow chain typologies to the chains of version 5, with the sizes they fit', () => {
    expect(column('SELECT DISTINCT typology FROM snow_chains')).toEqual(
      expect.arrayContaining(['Calza da neve', 'Catena autotensionante']),
    );
    expect(
      count(
        'SELECT count(*) AS n FROM snow_chains c WHERE NOT EXISTS (SELECT 1 FROM snow_chain_sizes s WHERE s.product_id = c.product_id)',
      ),
    ).toBe(0);
  });
});

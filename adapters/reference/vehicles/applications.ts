import { normaliseCode } from '../../../shared/codes.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { Application } from '../../ports/vehicles.ts';
import type { Input } from './input.ts';

/**
 * Which vehicles a product fits and which products fit a vehicle, both through the original numbers the product
 * carries (product_oe_codes) and the vehicles those numbers are applied to (vehicle_parts).
 */
export class Applications {
  private readonly vehiclesSql: Statement<[{ list: string; code: string }], Application>;
  private readonly productsSql: Statement<[number], number>;

  constructor(db: Database) {
    // The product by its brand's list code (brands' unique index) and code (products_brand), its numbers by
    // product_oe_codes' primary key, their vehicles by vehicle_parts_oe.
    this.vehiclesSql = db.prepare(`SELECT mk.id AS makeId, mk.name AS make, m.id AS modelId, m.name AS model,
        v.id AS vehicleId, v.version
      FROM (SELECT DISTINCT vp.vehicle_id AS id FROM brands b
        JOIN products p ON p.brand_id = b.id AND p.code_norm = @code
        JOIN product_oe_codes po ON po.product_id = p.id
        JOIN vehicle_parts vp ON vp.oe_code_id = po.oe_code_id
        WHERE b.price_list_code = @list) fit
      JOIN vehicles v ON v.id = fit.id JOIN models m ON m.id = v.model_id JOIN makers mk ON mk.id = m.maker_id
      ORDER BY mk.name, m.name, m.year_from, v.kw, v.version, v.id`);
    // The vehicle's numbers by vehicle_parts' primary key, their products by product_oe_codes_oe.
    this.productsSql = db
      .prepare<[number], number>(
        `SELECT DISTINCT po.product_id FROM vehicle_parts vp
        JOIN product_oe_codes po ON po.oe_code_id = vp.oe_code_id WHERE vp.vehicle_id = ? ORDER BY po.product_id`,
      )
      .pluck();
  }

  appliModels(input: Input<'appliModels'>): Application[] {
    const code = normaliseCode(input.code);
    if (code === '') return [];
    return this.vehiclesSql.all({ list: input.priceListCode, code });
  }

  codesForVehicle(input: Input<'codesForVehicle'>): { productIds: number[] } {
    return { productIds: this.productsSql.all(input.vehicleId) };
  }
}

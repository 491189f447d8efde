import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import { WAREHOUSES } from '../products.ts';
import { groupIdOf, type NewProduct, type ProductWriter } from '../product-page/new-products.ts';

/** A brand of configurator products: its name, price list code, supplier lead time and the trade discount. */
export interface AccessoryBrand {
  name: string;
  listCode: string;
  leadDays: number;
  discount: number;
}

/** Pieces per warehouse, drawn for every product (written only for a new one, so the stream never shifts). */
export function drawStock(rng: Rng, top = 12): Array<readonly [string, number]> {
  const stock = WAREHOUSES.map((w) => [w.code, rng.chance(w.share) ? rng.int(1, top) : 0] as const);
  // About one product in ten is out of stock everywhere, as in the base catalogue.
  return rng.chance(0.1) ? stock.map(([code]) => [code, 0] as const) : stock;
}

/** Writes configurator products of one brand into one product group, priced from a list price in euros. */
export class BrandProducts {
  private readonly brandId: number;
  private readonly groupId: number;

  constructor(
    db: Database,
    private readonly writer: ProductWriter,
    private readonly rng: Rng,
    private readonly brand: AccessoryBrand,
    groupCode: string,
  ) {
    this.brandId = writer.brand(brand.name, brand.listCode, brand.leadDays);
    this.groupId = groupIdOf(db, groupCode);
  }

  /** The product's id; list price rounded to end in ,90 like the rest of the catalogue. */
  add(code: string, description: string, euros: number, extra: Partial<Pick<NewProduct, 'packQty' | 'minQty'>> = {}): number {
    const listCents = Math.max(190, Math.round(euros) * 100 - 10);
    const stock = drawStock(this.rng);
    return this.writer.ensure({
      brandId: this.brandId,
      code,
      description,
      groupId: this.groupId,
      listCents,
      netCents: Math.round(listCents * (1 - this.brand.discount)),
      stock,
      ...extra,
    });
  }
}

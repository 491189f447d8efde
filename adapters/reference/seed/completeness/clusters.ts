import { normaliseCode } from '../../../../shared/codes.ts';
import type { Database } from '../../../../shared/sqlite.ts';
import type { BrandRow } from '../products.ts';
import { writeStock } from '../products.ts';
import { CodeFactory } from '../codes.ts';
import { OE_STYLES } from '../oe-styles.ts';
import { describe, type PartItem } from '../parts.ts';
import type { Rng } from '../prng.ts';
import { axleWords, type Need } from './needs.ts';

/** Key measures the tree's descriptions lack, so a brand's equivalent can be checked against them (issue 30). */
const EXTRA_QUALIFIERS: Record<string, string[][]> = {
  'Disco freno': [['spessore #10-28# mm']],
  'Filtro olio': [['filetto M20x1,5', 'filetto M22x1,5', 'filetto 3/4"-16 UNF', 'filetto M18x1,5']],
};

export interface ClusterMaker {
  id: number;
  oe: string;
}

/**
 * Writes clusters of the same part from several brands under one original number: products with their stock,
 * cross-referenced to each other, the OE number (one row per maker of the platform, the same code) and its fitting
 * to the vehicles. Codes the catalogue already holds are skipped, so nothing is doubled.
 */
export class ClusterWriter {
  readonly productIds: number[] = [];
  private readonly codes = new CodeFactory();
  /** Numbers given to reused clusters, by reuse key, and their rows by reuse key and maker. */
  private readonly reusedCodes = new Map<string, string>();
  private readonly reusedRows = new Map<string, number>();
  private readonly sql;

  constructor(
    db: Database,
    private readonly rng: Rng,
    private readonly brandsFor: (item: PartItem) => BrandRow[],
    private readonly groupOf: (item: PartItem) => number,
  ) {
    this.sql = {
      oeTaken: db.prepare<[string], number>('SELECT 1 FROM oe_codes WHERE code_norm = ? LIMIT 1').pluck(),
      codeTaken: db.prepare<[number, string], number>('SELECT 1 FROM products WHERE brand_id = ? AND code_norm = ? LIMIT 1').pluck(),
      oe: db.prepare('INSERT INTO oe_codes (maker_id, part_item_id, code, code_norm) VALUES (?, ?, ?, ?)'),
      product: db.prepare(`INSERT INTO products (brand_id, code, code_norm, description, price_list_code, list_cents, net_cents,
        pack_qty, min_qty, part_item_id, group_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      productOe: db.prepare('INSERT INTO product_oe_codes (product_id, oe_code_id) VALUES (?, ?)'),
      stock: db.prepare('INSERT INTO stock (product_id, warehouse_code, quantity) VALUES (?, ?, ?)'),
      cross: db.prepare('INSERT OR IGNORE INTO cross_references (product_id, other_product_id) VALUES (?, ?)'),
      fitting: db.prepare('INSERT OR IGNORE INTO vehicle_parts (vehicle_id, part_item_id, oe_code_id) VALUES (?, ?, ?)'),
    };
  }

  /** One cluster of `item` for `need`, its OE number under every maker of `makers` (the first is the vehicles' own). */
  write(item: PartItem, need: Need, makers: ClusterMaker[], vehicles: Array<{ id: number; makerId: number }>): number[] {
    const rng = this.rng;
    if (makers.length === 0) return [];
    const description = describe(this.qualified(item, need), rng);
    const basePrice = rng.int(item.priceFrom * 100, item.priceTo * 100);
    const candidates = this.brandsFor(item);
    const members: number[] = [];
    for (const brand of rng.sample(candidates, Math.min(candidates.length, rng.int(2, 4)))) {
      const style = rng.pick(
        brand.codes[`${item.family}.${item.kind}`] ??
          brand.codes[item.kind] ??
          brand.codes[item.family] ??
          brand.codes.default ?? [`${brand.listCode}-#####`],
      );
      const productCode = this.fresh(
        () => this.codes.next(`${brand.listCode}:12`, style),
        (c) => this.sql.codeTaken.get(brand.id, normaliseCode(c)) === 1,
      );
      const { pack, min } = rng.weighted(item.packs);
      const listCents = Math.max(90, Math.round((basePrice * (0.8 + 0.45 * rng.float())) / 10) * 10 - 10);
      const netCents = Math.round((listCents * (100 - rng.int(brand.discount[0], brand.discount[1]))) / 100);
      const id = Number(
        this.sql.product.run(
          brand.id,
          productCode,
          normaliseCode(productCode),
          description,
          brand.listCode,
          listCents,
          netCents,
          pack,
          min,
          item.id,
          this.groupOf(item),
        ).lastInsertRowid,
      );
      writeStock(rng, this.sql.stock, id, pack, item.weight);
      members.push(id);
      this.productIds.push(id);
    }
    for (const a of members) for (const b of members) if (a !== b) this.sql.cross.run(a, b);
    this.number(item, members, makers, vehicles, `new ${members[0]}`);
    return members;
  }

  /**
   * Gives the cluster of `products` a new original number under every maker of `makers` (the first is the vehicles'
   * own), as a part carries one number per application, and fits it to `vehicles`: how an existing cluster is reused.
   * Calls with the same `reuse` key share the number (a maker's row made once), so a cluster reused by many shares
   * carries one more number per maker, not one per share.
   */
  number(
    item: PartItem,
    products: number[],
    makers: ClusterMaker[],
    vehicles: Array<{ id: number; makerId: number }>,
    reuse: string,
  ): void {
    const first = makers[0];
    if (!first) return;
    const code =
      this.reusedCodes.get(reuse) ??
      this.fresh(
        () => this.codes.next(`oe12:${first.oe}`, this.rng.pick(OE_STYLES[first.oe] ?? ['########'])),
        (c) => this.sql.oeTaken.get(normaliseCode(c)) === 1,
      );
    this.reusedCodes.set(reuse, code);
    const oeOf = new Map<number, number>();
    for (const maker of makers) {
      const key = `${reuse}|${maker.id}`;
      let oe = this.reusedRows.get(key);
      if (oe === undefined) {
        oe = Number(this.sql.oe.run(maker.id, item.id, code, normaliseCode(code)).lastInsertRowid);
        for (const product of products) this.sql.productOe.run(product, oe);
        this.reusedRows.set(key, oe);
      }
      oeOf.set(maker.id, oe);
    }
    for (const vehicle of vehicles) this.sql.fitting.run(vehicle.id, item.id, oeOf.get(vehicle.makerId) ?? oeOf.get(first.id));
  }

  /** The item's qualifiers with the need's axle only, and the key measures the tree lacks. */
  private qualified(item: PartItem, need: Need): PartItem {
    const axle = axleWords(need.axle);
    const qualifiers = item.qualifiers.map((options) =>
      axle && options.some((o) => o.startsWith('asse ')) ? options.filter((o) => o.startsWith(axle)) : options,
    );
    return { ...item, qualifiers: [...qualifiers, ...(EXTRA_QUALIFIERS[item.name] ?? [])] };
  }

  /** The next code of the sequence nobody holds yet: the sequence never repeats (past its space, "-1" suffixes). */
  private fresh(make: () => string, taken: (code: string) => boolean): string {
    for (;;) {
      const code = make();
      if (!taken(code)) return code;
    }
  }
}

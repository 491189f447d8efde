import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import type { DataUpgrade } from './index.ts';

type CompanionKind = 'necessary' | 'suggested';

/** Part items a job on the first one needs too (necessary) or often goes with (suggested). Names of parts-tree.ts. */
export const COMPANIONS: ReadonlyArray<readonly [CompanionKind, string, string]> = [
  ['necessary', 'Disco freno', 'Kit pastiglie freno'],
  ['necessary', 'Kit pastiglie freno', 'Contatto segnalazione usura pastiglie'],
  ['necessary', 'Cinghia dentata', 'Tenditore cinghia distribuzione'],
  ['necessary', 'Kit distribuzione', 'Pompa acqua'],
  ['necessary', 'Ammortizzatore', 'Supporto ammortizzatore'],
  ['necessary', 'Kit giunto omocinetico', 'Kit cuffia semiasse'],
  ['necessary', 'Silenziatore posteriore', 'Supporto gommino scarico'],
  ['suggested', 'Kit pastiglie freno', 'Disco freno'],
  ['suggested', 'Filtro olio', 'Filtro aria'],
  ['suggested', 'Filtro olio', 'Filtro abitacolo'],
  ['suggested', 'Candela di accensione', "Bobina d'accensione"],
  ['suggested', 'Kit frizione', 'Volano bimassa'],
  ['suggested', 'Braccio oscillante', 'Boccola braccio oscillante'],
  ['suggested', 'Spazzola tergicristallo', 'Spazzola tergilunotto'],
];

/** At most this many alternatives per product, and companions per product and companion item. */
const ALTERNATIVES = 2;
const COMPANIONS_PER_ITEM = 2;
/** How far down its part item's list a product looks for alternatives, so a large catalogue stays quick. */
const ALTERNATIVE_WINDOW = 60;
/** Share of products whose code a newer one of the same brand replaces. */
const SUBSTITUTED = 0.08;

/** A product with its first OE number: products sharing one are interchangeable (matches), and it holds the fits. */
export interface ItemProduct {
  id: number;
  brandId: number;
  oeId: number | null;
  makerId: number | null;
}
export type Write = (productId: number, kind: 'alternative' | 'substitute' | CompanionKind, relatedId: number) => void;

/**
 * Version 3: the product page's alternatives, substitutes, necessaries and suggestions, derived from the catalogue:
 * - alternative: same part item and car maker, another brand and another OE number (so not already a match);
 * - substitute: for a few products, the next product of the same brand, part item and car maker replaces it;
 * - necessary / suggested: products of the companion item (COMPANIONS) that fit a vehicle the product fits,
 *   the same brand first.
 */
export const productRelations: DataUpgrade = {
  version: 3,
  name: 'product relations',
  tables: ['product_relations'],
  apply(db, { rng }) {
    const items = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM part_items ORDER BY id').all();
    const productsOf = db.prepare<[number], ItemProduct>(`SELECT p.id, p.brand_id AS brandId, o.id AS oeId, o.maker_id AS makerId
      FROM products p LEFT JOIN oe_codes o ON o.id = (SELECT min(oe_code_id) FROM product_oe_codes WHERE product_id = p.id)
      WHERE p.part_item_id = ? ORDER BY p.id`);
    const insert = db.prepare<Parameters<Write>>(
      'INSERT OR IGNORE INTO product_relations (product_id, kind, related_product_id) VALUES (?, ?, ?)',
    );
    const write: Write = (productId, kind, relatedId) => insert.run(productId, kind, relatedId);
    for (const item of items) {
      const products = productsOf.all(item.id);
      writeAlternatives(products, write);
      writeSubstitutes(products, rng, write);
    }
    const itemIds = new Map(items.map((i) => [i.name, i.id]));
    for (const [kind, itemName, companionName] of COMPANIONS) {
      const itemId = itemIds.get(itemName);
      const companionId = itemIds.get(companionName);
      if (itemId === undefined || companionId === undefined) {
        throw new Error(`Product relations name a part item the tree lacks: "${itemId === undefined ? itemName : companionName}"`);
      }
      writeCompanions(db, kind, productsOf.all(itemId), companionId, write);
    }
  },
};

function writeAlternatives(products: ItemProduct[], write: Write): void {
  products.forEach((product, index) => {
    let found = 0;
    for (let step = 1; step <= ALTERNATIVE_WINDOW && step < products.length && found < ALTERNATIVES; step++) {
      const other = products[(index + step) % products.length];
      if (!other || other.brandId === product.brandId || other.makerId !== product.makerId || other.oeId === product.oeId) continue;
      write(product.id, 'alternative', other.id);
      found++;
    }
  });
}

function writeSubstitutes(products: ItemProduct[], rng: Rng, write: Write): void {
  const next = new Map<string, number>();
  for (let index = products.length - 1; index >= 0; index--) {
    const product = products[index];
    if (!product) continue;
    const line = `${product.brandId}:${product.makerId}`;
    const successor = next.get(line);
    if (successor !== undefined && rng.chance(SUBSTITUTED)) write(product.id, 'substitute', successor);
    next.set(line, product.id);
  }
}

export function writeCompanions(db: Database, kind: CompanionKind, products: ItemProduct[], companionItemId: number, write: Write): void {
  // The companion item's products on the vehicles an OE number fits; asked once per OE number, not per product.
  const fitting = db.prepare<[number, number], { id: number; brandId: number }>(`SELECT DISTINCT p.id, p.brand_id AS brandId
    FROM vehicle_parts vp JOIN vehicle_parts other ON other.vehicle_id = vp.vehicle_id AND other.part_item_id = ?
    JOIN product_oe_codes po ON po.oe_code_id = other.oe_code_id JOIN products p ON p.id = po.product_id
    WHERE vp.oe_code_id = ? ORDER BY p.id`);
  const byOe = new Map<number, Array<{ id: number; brandId: number }>>();
  for (const product of products) {
    if (product.oeId === null) continue;
    let candidates = byOe.get(product.oeId);
    if (!candidates) byOe.set(product.oeId, (candidates = fitting.all(companionItemId, product.oeId)));
    const sameBrandFirst = [
      ...candidates.filter((c) => c.brandId === product.brandId),
      ...candidates.filter((c) => c.brandId !== product.brandId),
    ];
    for (const companion of sameBrandFirst.slice(0, COMPANIONS_PER_ITEM)) write(product.id, kind, companion.id);
  }
}

import type { Database } from '../../../../shared/sqlite.ts';
import { writeCompanions, type ItemProduct, type Write } from '../upgrades/003-product-relations.ts';
import { PRODUCT_PAGE_SAMPLES, sampleId } from './samples.ts';

/** Companions added in version 5 (version 3's rules are released): so discs, alternators and starters suggest too. */
export const MORE_COMPANIONS: ReadonlyArray<readonly ['necessary' | 'suggested', string, string]> = [
  ['suggested', 'Disco freno', 'Contatto segnalazione usura pastiglie'],
  ['suggested', 'Alternatore', 'Cinghia Poly-V'],
  ['suggested', "Motorino d'avviamento", 'Batteria avviamento'],
];

/**
 * Version 5's product relations: the companions above, by version 3's rule (products of the companion item fitting a
 * vehicle the product fits, same brand first), and what README's samples need whatever the catalogue's size and
 * chance gave version 3: suggestions for the disc, a substitute for the superseded code (the next product of its
 * brand and part item, whose substituents then list it).
 */
export function seedMoreRelations(db: Database): void {
  const productsOf = db.prepare<[string], ItemProduct>(`SELECT p.id, p.brand_id AS brandId, o.id AS oeId, o.maker_id AS makerId
    FROM part_items i JOIN products p ON p.part_item_id = i.id
    LEFT JOIN oe_codes o ON o.id = (SELECT min(oe_code_id) FROM product_oe_codes WHERE product_id = p.id)
    WHERE i.name = ? ORDER BY p.id`);
  const itemId = db.prepare<[string], { id: number }>('SELECT id FROM part_items WHERE name = ?');
  const insert = db.prepare<Parameters<Write>>(
    'INSERT OR IGNORE INTO product_relations (product_id, kind, related_product_id) VALUES (?, ?, ?)',
  );
  const write: Write = (productId, kind, relatedId) => insert.run(productId, kind, relatedId);
  for (const [kind, itemName, companionName] of MORE_COMPANIONS) {
    const companion = itemId.get(companionName)?.id;
    if (companion === undefined) throw new Error(`Product relations name a part item the tree lacks: "${companionName}"`);
    writeCompanions(db, kind, productsOf.all(itemName), companion, write);
  }

  // In a small catalogue no wear sensor may fit the disc's vehicles: the first ones of its brand (else any) will do.
  const disc = sampleId(db, PRODUCT_PAGE_SAMPLES.disc);
  const hasSuggested = db
    .prepare<[number], number>("SELECT count(*) FROM product_relations WHERE product_id = ? AND kind = 'suggested'")
    .pluck();
  if (disc !== undefined && hasSuggested.get(disc) === 0) {
    const sensors = db
      .prepare<[number], number>(
        `SELECT p.id FROM part_items i JOIN products p ON p.part_item_id = i.id WHERE i.name = 'Contatto segnalazione usura pastiglie'
        ORDER BY p.brand_id = (SELECT brand_id FROM products WHERE id = ?) DESC, p.id LIMIT 2`,
      )
      .pluck()
      .all(disc);
    for (const sensor of sensors) write(disc, 'suggested', sensor);
  }

  const superseded = sampleId(db, PRODUCT_PAGE_SAMPLES.superseded);
  if (superseded === undefined) return;
  const successor = db
    .prepare<[number], { id: number }>(
      `SELECT n.id FROM products p JOIN products n ON n.brand_id = p.brand_id AND n.part_item_id = p.part_item_id AND n.id > p.id
      WHERE p.id = ? ORDER BY n.id LIMIT 1`,
    )
    .get(superseded)?.id;
  if (successor !== undefined) write(superseded, 'substitute', successor);
}

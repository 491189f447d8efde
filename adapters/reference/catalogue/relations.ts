import type { RelationCounts, RelationKind } from '../../../shared/contract/catalogue.ts';
import type { Database, Statement } from '../../../shared/sqlite.ts';
import { brandTag, groupTag, stockTag } from './tags.ts';

/** Most products of one kind the page lists (the port's cap). */
export const MAX_RELATED = 50;
/** How many products the group's pick (suggestedCatalog) offers. */
export const CATALOGUE_PICK = 12;

/** Kinds stored as rows of product_relations (migration 2), by the name the port gives them. */
const STORED = { alternatives: 'alternative', substitutes: 'substitute', suggested: 'suggested', necessaries: 'necessary' } as const;
type StoredKind = keyof typeof STORED;
const isStored = (kind: RelationKind): kind is StoredKind => kind in STORED;

/**
 * The products related to one, by kind (SPEC §2 product page tabs), best first, and how many each product has.
 * - alternatives, substitutes, suggested, necessaries: product_relations rows, in id order (ids follow popularity);
 * - substituents: substitute rows read backwards (a partial index of migration 5);
 * - matches: cross-references first (brand, code), then other products carrying one of its OE numbers;
 * - suggestedCatalog: in-stock products of its ERP group, other brands first, the most popular: a full-text query on
 *   the search tags that stops after CATALOGUE_PICK rows, so it costs the same at any catalogue size.
 * Counts are the lengths of these lists, cap included, so a tab's counter never disagrees with its rows.
 */
export class ProductRelations {
  private readonly sql: {
    stored: Statement<[number, string, number], number>;
    substituents: Statement<[number, number], number>;
    cross: Statement<[number], number>;
    sameOe: Statement<[{ id: number; limit: number }], number>;
    tags: Statement<[number], { brandId: number; groupId: number }>;
    pick: Statement<[string, number], number>;
    storedCounts: Statement<[string], { productId: number; kind: string; n: number }>;
    substituentCounts: Statement<[string], { productId: number; n: number }>;
    matchCounts: Statement<[string], { productId: number; n: number }>;
    tagsOf: Statement<[string], { productId: number; brandId: number; groupId: number }>;
  };

  constructor(db: Database) {
    const ids = 'SELECT DISTINCT value FROM json_each(?)';
    this.sql = {
      stored: db.prepare(
        'SELECT related_product_id FROM product_relations WHERE product_id = ? AND kind = ? ORDER BY related_product_id LIMIT ?',
      ),
      substituents: db.prepare(
        "SELECT product_id FROM product_relations WHERE related_product_id = ? AND kind = 'substitute' ORDER BY product_id LIMIT ?",
      ),
      cross: db.prepare(`SELECT p.id FROM cross_references c JOIN products p ON p.id = c.other_product_id JOIN brands b ON b.id = p.brand_id
        WHERE c.product_id = ? ORDER BY b.name, p.code_norm`),
      sameOe: db.prepare(`SELECT DISTINCT other.product_id FROM product_oe_codes mine
        JOIN product_oe_codes other ON other.oe_code_id = mine.oe_code_id AND other.product_id <> mine.product_id
        WHERE mine.product_id = @id ORDER BY other.product_id LIMIT @limit`),
      tags: db.prepare('SELECT brand_id AS brandId, group_id AS groupId FROM product_search_tags WHERE product_id = ?'),
      pick: db.prepare('SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT ?'),
      storedCounts: db.prepare(`SELECT r.product_id AS productId, r.kind, count(*) AS n FROM (${ids}) j
        JOIN product_relations r ON r.product_id = j.value GROUP BY r.product_id, r.kind`),
      substituentCounts: db.prepare(`SELECT r.related_product_id AS productId, count(*) AS n FROM (${ids}) j
        JOIN product_relations r ON r.related_product_id = j.value AND r.kind = 'substitute' GROUP BY r.related_product_id`),
      // `matches` counted in one statement for a page: the distinct products of its cross-references and OE numbers
      // (no join to products and brands, no order: the count needs neither).
      matchCounts: db.prepare(`SELECT j.value AS productId, (SELECT count(*) FROM (
          SELECT c.other_product_id AS id FROM cross_references c WHERE c.product_id = j.value
          UNION SELECT other.product_id FROM product_oe_codes mine
            JOIN product_oe_codes other ON other.oe_code_id = mine.oe_code_id AND other.product_id <> mine.product_id
          WHERE mine.product_id = j.value) WHERE id <> j.value) AS n FROM (${ids}) j`),
      tagsOf: db.prepare(`SELECT t.product_id AS productId, t.brand_id AS brandId, t.group_id AS groupId FROM (${ids}) j
        JOIN product_search_tags t ON t.product_id = j.value`),
    };
    for (const statement of [this.sql.stored, this.sql.substituents, this.sql.cross, this.sql.sameOe, this.sql.pick]) statement.pluck();
  }

  /** The ids related to `productId` by `kind`, best first, at most MAX_RELATED; never the product itself. */
  ids(productId: number, kind: RelationKind): number[] {
    if (isStored(kind)) return this.sql.stored.all(productId, STORED[kind], MAX_RELATED);
    switch (kind) {
      case 'substituents':
        return this.sql.substituents.all(productId, MAX_RELATED);
      case 'matches':
        return this.matches(productId);
      case 'suggestedCatalog':
        return this.catalogPick(productId);
    }
  }

  /**
   * How many related products of each kind each known product has, in the order asked (unknown ids are not here).
   * A page's products in a few statements: stored kinds and matches counted in SQL, the group's pick read once per
   * group and brand (a page of results shares a few).
   */
  counts(productIds: readonly number[]): Map<number, RelationCounts> {
    const json = JSON.stringify(productIds);
    const stored = new Map<string, number>();
    for (const row of this.sql.storedCounts.all(json)) stored.set(`${row.productId}:${row.kind}`, row.n);
    const substituents = new Map(this.sql.substituentCounts.all(json).map((row) => [row.productId, row.n]));
    const matches = new Map(this.sql.matchCounts.all(json).map((row) => [row.productId, row.n]));
    const tags = new Map(this.sql.tagsOf.all(json).map((row) => [row.productId, row]));
    const picks = new Map<string, { others: number[]; sameBrand: number[] }>();
    const capped = (n: number | undefined) => Math.min(n ?? 0, MAX_RELATED);
    const out = new Map<number, RelationCounts>();
    for (const id of new Set(productIds)) {
      const tag = tags.get(id);
      out.set(id, {
        alternatives: capped(stored.get(`${id}:${STORED.alternatives}`)),
        substitutes: capped(stored.get(`${id}:${STORED.substitutes}`)),
        substituents: capped(substituents.get(id)),
        suggested: capped(stored.get(`${id}:${STORED.suggested}`)),
        suggestedCatalog: tag ? this.pickOf(id, tag, picks).length : 0,
        matches: capped(matches.get(id)),
        necessaries: capped(stored.get(`${id}:${STORED.necessaries}`)),
      });
    }
    return out;
  }

  private matches(productId: number): number[] {
    const ids = new Set(this.sql.cross.all(productId));
    for (const id of this.sql.sameOe.all({ id: productId, limit: MAX_RELATED })) ids.add(id);
    ids.delete(productId);
    return [...ids].slice(0, MAX_RELATED);
  }

  private catalogPick(productId: number): number[] {
    const tags = this.sql.tags.get(productId);
    return tags ? this.pickOf(productId, tags, new Map()) : [];
  }

  /**
   * The group's pick for a product of `tags`: in-stock products of its group of other brands, then of its own brand
   * but itself. The two reads depend only on group and brand, so `memo` shares them between a page's products.
   */
  private pickOf(
    productId: number,
    tags: { brandId: number; groupId: number },
    memo: Map<string, { others: number[]; sameBrand: number[] }>,
  ) {
    const key = `${tags.groupId}:${tags.brandId}`;
    let read = memo.get(key);
    if (!read) {
      const group = `tags : "${groupTag(tags.groupId)}" AND tags : "${stockTag(true)}"`;
      const brand = `tags : "${brandTag(tags.brandId)}"`;
      const others = this.sql.pick.all(`${group} NOT ${brand}`, CATALOGUE_PICK);
      const sameBrand = others.length < CATALOGUE_PICK ? this.sql.pick.all(`${group} AND ${brand}`, CATALOGUE_PICK + 1) : [];
      read = { others, sameBrand };
      memo.set(key, read);
    }
    const ids = [...read.others];
    if (ids.length < CATALOGUE_PICK) ids.push(...read.sameBrand.filter((id) => id !== productId).slice(0, CATALOGUE_PICK - ids.length));
    return ids;
  }
}

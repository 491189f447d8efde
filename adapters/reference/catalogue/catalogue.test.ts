import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseCode } from '../../../shared/codes.ts';
import { validatePorts, type Ports } from '../../ports/index.ts';
import { PortError } from '../../ports/port-error.ts';
import { ctxOf, openTestReference, type TestReference } from '../test-helpers.ts';
import { ReferenceCatalogue, type ReferenceCatalogueOptions } from './catalogue.ts';
import { retagProducts } from './tags.ts';

let ref: TestReference;
const visitor = ctxOf(null);

beforeAll(() => {
  ref = openTestReference();
});
afterAll(() => ref.cleanup());

/** A product whose article code has spaces (Bosch style "0 986 494 123"). */
function spacedProduct(): { id: number; code: string } {
  return ref.db.prepare("SELECT id, code FROM products WHERE code LIKE '% % %' ORDER BY id LIMIT 1").get() as { id: number; code: string };
}

/** The catalogue port on the test database with other options, every reply checked. */
function catalogueWith(options: ReferenceCatalogueOptions): Ports['catalogue'] {
  const implementations = { ...ref.implementations, catalogue: new ReferenceCatalogue({ db: ref.db }, options) };
  return validatePorts(implementations, true).catalogue;
}

/** Whether two products carry one original (OE) number in common. */
function sharesOe(a: { oeCodes: Array<{ maker: string; code: string }> }, b: { oeCodes: Array<{ maker: string; code: string }> }): boolean {
  return a.oeCodes.some((o) => b.oeCodes.some((p) => p.maker === o.maker && p.code === o.code));
}

describe('reference catalogue', () => {
  it('reads a product with its brand, group, stock per warehouse, OE codes and cross-references', async () => {
    const product = await ref.checked.catalogue.productById({ id: ref.fixture.product.id }, visitor);
    expect(product).toMatchObject({ id: ref.fixture.product.id, code: ref.fixture.product.code, group: { name: 'Filtri' } });
    const brand = ref.db.prepare('SELECT brand_id AS id FROM products WHERE id = ?').get(product.id) as { id: number };
    expect(product.brandId).toBe(brand.id);
    expect(product.stock.map((s) => s.warehouseCode)).toEqual(['MI', 'TV', 'RM', 'NA']);
    expect(product.stock[0]).toMatchObject({ warehouseName: 'Milano' });
    expect(product.oeCodes.length).toBeGreaterThanOrEqual(1);
    expect(product.oeCodes.length).toBeLessThanOrEqual(4);
    for (const cross of product.crossReferences) {
      const other = await ref.checked.catalogue.productById({ id: cross.productId }, visitor);
      // A cross-reference of the same cluster carries the same original numbers; an equivalent of another brand
      // from another cluster (demo data 9) carries its own. Either way the reference goes both ways.
      if (sharesOe(other, product)) expect(other.oeCodes).toEqual(product.oeCodes);
      expect(other.crossReferences.map((c) => c.productId)).toContain(product.id);
    }
  });

  it('answers not_found for an unknown id', async () => {
    const error = await ref.checked.catalogue.productById({ id: ref.fixture.missingProductId }, visitor).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect((error as PortError).code).toBe('not_found');
  });

  it('finds products by article code after normalisation', async () => {
    const { id, code } = spacedProduct();
    for (const written of [code, code.replace(/ /g, ''), code.replace(/ /g, '.'), code.replace(/ /g, '-').toLowerCase()]) {
      const found = await ref.checked.catalogue.productsByCode({ code: written }, visitor);
      expect(found.map((p) => p.id)).toContain(id);
    }
    expect(await ref.checked.catalogue.productsByCode({ code: 'NO-SUCH-CODE-42' }, visitor)).toEqual([]);
    expect(await ref.checked.catalogue.productsByCode({ code: '...' }, visitor)).toEqual([]);
  });

  it('searches by code with dots or spaces: exact match, then its cross-references, then longer codes', async () => {
    const { id, code } = spacedProduct();
    for (const q of [code, code.replace(/ /g, '.'), code.replace(/ /g, '')]) {
      const result = await ref.checked.catalogue.search({ q }, visitor);
      expect(result.rows[0]?.id).toBe(id);
    }
    const exact = await ref.checked.catalogue.search({ q: code, pageSize: 100 }, visitor);
    const first = await ref.checked.catalogue.productById({ id }, visitor);
    const equivalents = first.crossReferences.map((c) => c.productId);
    expect(
      exact.rows
        .slice(1, 1 + equivalents.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...equivalents].sort());
    const prefix = await ref.checked.catalogue.search({ q: code.slice(0, 5), pageSize: 100 }, visitor);
    expect(prefix.total).toBeGreaterThan(1);
    expect(prefix.rows.map((p) => p.id)).toContain(id);
  });

  it('ranks the carriers of an exact OE code before the cross-references of an exact article code', async () => {
    const { id, code, crossReferenceIds } = ref.fixture.codedProduct;
    // Another part whose maker's original number is written like the fixture's article code.
    const other = ref.db
      .prepare('SELECT id FROM products WHERE id NOT IN (SELECT value FROM json_each(?)) ORDER BY id DESC LIMIT 1')
      .get(JSON.stringify([id, ...crossReferenceIds])) as { id: number };
    const oe = ref.db.prepare('INSERT INTO oe_codes (maker_id, code, code_norm) VALUES (1, ?, ?)').run(code, normaliseCode(code));
    ref.db.prepare('INSERT INTO product_oe_codes (product_id, oe_code_id) VALUES (?, ?)').run(other.id, oe.lastInsertRowid);
    try {
      const result = await ref.checked.catalogue.search({ q: code, pageSize: 100 }, visitor);
      const ids = result.rows.map((p) => p.id);
      const exact = ids.indexOf(id);
      const carrier = ids.indexOf(other.id);
      const equivalents = crossReferenceIds.map((c) => ids.indexOf(c));
      expect(exact).toBe(0);
      expect(carrier).toBeGreaterThan(exact);
      for (const position of equivalents) expect(position).toBeGreaterThan(carrier);
    } finally {
      ref.db.prepare('DELETE FROM product_oe_codes WHERE oe_code_id = ?').run(oe.lastInsertRowid);
      ref.db.prepare('DELETE FROM oe_codes WHERE id = ?').run(oe.lastInsertRowid);
    }
  });

  it('searches by OE code, listing every product that carries it first', async () => {
    const product = await ref.checked.catalogue.productById({ id: ref.fixture.product.id }, visitor);
    const oe = product.oeCodes[0]!.code;
    const result = await ref.checked.catalogue.search({ q: oe.toLowerCase(), pageSize: 100 }, visitor);
    const ids = result.rows.map((p) => p.id);
    expect(ids).toContain(product.id);
    const crosses = await Promise.all(product.crossReferences.map((c) => ref.checked.catalogue.productById({ id: c.productId }, visitor)));
    const carriers = crosses.filter((other) => other.oeCodes.some((o) => o.code === oe));
    for (const carrier of carriers) expect(ids).toContain(carrier.id);
    for (const row of result.rows.slice(0, carriers.length + 1)) {
      const listed = await ref.checked.catalogue.productById({ id: row.id }, visitor);
      expect(listed.oeCodes.map((o) => o.code)).toContain(oe);
    }
  });

  it('searches descriptions and brands by words, accents and case ignored, each word also a prefix', async () => {
    const result = await ref.checked.catalogue.search({ q: 'dischi', pageSize: 5 }, visitor);
    expect(result.total).toBe(0);
    const discs = await ref.checked.catalogue.search({ q: 'disco FRENO', pageSize: 50 }, visitor);
    expect(discs.total).toBeGreaterThan(0);
    for (const row of discs.rows) expect(row.description.toLowerCase()).toContain('disco freno');
    const branded = await ref.checked.catalogue.search({ q: 'pastiglie brembo', pageSize: 50 }, visitor);
    expect(branded.total).toBeGreaterThan(0);
    for (const row of branded.rows) {
      expect(row.brand).toBe('Brembo');
      expect(row.description).toMatch(/pastiglie/i);
    }
    const prefix = await ref.checked.catalogue.search({ q: 'candel', pageSize: 5 }, visitor);
    expect(prefix.total).toBeGreaterThan(0);
    const accents = await ref.checked.catalogue.search({ q: "bobina d'accensione", pageSize: 5 }, visitor);
    expect(accents.total).toBeGreaterThan(0);
    const folded = await ref.checked.catalogue.search({ q: 'Ø', pageSize: 5 }, visitor);
    expect(folded.total).toBeGreaterThan(0);
  });

  it('pages results and counts them consistently', async () => {
    const first = await ref.checked.catalogue.search({ q: 'filtro', page: 1, pageSize: 10 }, visitor);
    const second = await ref.checked.catalogue.search({ q: 'filtro', page: 2, pageSize: 10 }, visitor);
    expect(first.rows).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(second.rows.map((p) => p.id).some((id) => first.rows.some((p) => p.id === id))).toBe(false);
    expect(await ref.checked.catalogue.count({ q: 'filtro' }, visitor)).toEqual({ total: first.total, capped: false });
    const beyond = await ref.checked.catalogue.search({ q: 'filtro', page: 1000, pageSize: 10 }, visitor);
    expect(beyond).toMatchObject({ rows: [], total: first.total });
    expect(await ref.checked.catalogue.search({ q: 'zzzqqq' }, visitor)).toMatchObject({ rows: [], total: 0, capped: false });
    expect(await ref.checked.catalogue.count({ q: '***' }, visitor)).toEqual({ total: 0, capped: false });
  });

  it('lists at least nine homepage promotions of existing products', async () => {
    const promos = await ref.checked.catalogue.promotions({}, visitor);
    expect(promos.length).toBeGreaterThanOrEqual(9);
    for (const promo of promos) {
      const product = await ref.checked.catalogue.productById({ id: promo.product.id }, visitor);
      expect(promo.product).toMatchObject({ brand: product.brand, code: product.code, netCents: product.netCents });
    }
  });
});

describe('reference catalogue: the count cap', () => {
  it('stops counting at the cap: relevance order, facets over the first hits, marked capped', async () => {
    const catalogue = catalogueWith({ countCap: 10 });
    const all = await ref.checked.catalogue.search({ q: 'filtro', pageSize: 100 }, visitor);
    expect(all.total).toBeGreaterThan(10);
    const capped = await catalogue.search({ q: 'filtro', sort: 'code', pageSize: 100 }, visitor);
    expect(capped).toMatchObject({ total: 10, capped: true, sort: 'relevance' });
    expect(capped.rows.map((p) => p.id)).toEqual(all.rows.slice(0, 10).map((p) => p.id));
    expect(capped.facets.complete).toBe(false);
    expect(capped.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(10);
    expect(capped.facets.availability.reduce((sum, a) => sum + a.count, 0)).toBe(10);
    expect(await catalogue.count({ q: 'filtro' }, visitor)).toEqual({ total: 10, capped: true });
    expect(await catalogue.search({ q: 'filtro', page: 2, pageSize: 10 }, visitor)).toMatchObject({ rows: [], total: 10 });
  });

  it('stops a short code prefix at the cap, filtered or not', async () => {
    const catalogue = catalogueWith({ countCap: 10 });
    const prefix = await catalogue.search({ q: '0', pageSize: 100 }, visitor);
    expect(prefix).toMatchObject({ total: 10, capped: true });
    const brandId = prefix.rows[0]!.brandId;
    const filtered = await catalogue.search({ q: '0', filters: { brandIds: [brandId] }, pageSize: 100 }, visitor);
    expect(filtered.capped).toBe(true);
    for (const row of filtered.rows) expect(row.brandId).toBe(brandId);
  });
});

describe('reference catalogue: search tags', () => {
  it('re-tags a product whose stock changed, so the availability filter and facet follow', async () => {
    const product = await ref.checked.catalogue.productById({ id: ref.fixture.product.id }, visitor);
    expect(product.stock.some((s) => s.quantity > 0)).toBe(true);
    const q = product.code;
    const outOfStock = { availability: 'out-of-stock' as const };
    expect((await ref.checked.catalogue.search({ q, filters: outOfStock }, visitor)).rows.map((p) => p.id)).not.toContain(product.id);

    const saved = ref.db.prepare('SELECT * FROM stock WHERE product_id = ?').all(product.id);
    ref.db.prepare('UPDATE stock SET quantity = 0 WHERE product_id = ?').run(product.id);
    try {
      expect(retagProducts(ref.db, [product.id, ref.fixture.missingProductId])).toBe(1);
      expect(retagProducts(ref.db, [product.id])).toBe(0);
      const found = await ref.checked.catalogue.search({ q, filters: outOfStock }, visitor);
      expect(found.rows.map((p) => p.id)).toContain(product.id);
      const facets = (await ref.checked.catalogue.search({ q: normaliseCode(q) }, visitor)).facets;
      expect(facets.availability.find((a) => a.value === 'out-of-stock')?.count).toBeGreaterThanOrEqual(1);
      // Words still find it: its row in the index was written whole.
      const words = await ref.checked.catalogue.search(
        { q: `${product.description.split(',')[0]} ${product.brand}`, pageSize: 100 },
        visitor,
      );
      expect(words.total).toBeGreaterThan(0);
    } finally {
      const restore = ref.db.prepare(
        'UPDATE stock SET quantity = @quantity WHERE product_id = @product_id AND warehouse_code = @warehouse_code',
      );
      for (const row of saved) restore.run(row);
      retagProducts(ref.db, [product.id]);
    }
    expect((await ref.checked.catalogue.search({ q, filters: outOfStock }, visitor)).rows.map((p) => p.id)).not.toContain(product.id);
  });

  it('groups every product in one of the ERP groups', () => {
    const ungrouped = ref.db.prepare('SELECT count(*) AS n FROM products WHERE group_id IS NULL').get() as { n: number };
    expect(ungrouped.n).toBe(0);
    const groups = ref.db.prepare('SELECT count(DISTINCT group_id) AS n FROM products').get() as { n: number };
    expect(groups.n).toBeGreaterThanOrEqual(10);
    const tags = ref.db.prepare('SELECT count(*) AS n FROM product_search_tags').get() as { n: number };
    const products = ref.db.prepare('SELECT count(*) AS n FROM products').get() as { n: number };
    expect(tags.n).toBe(products.n);
  });
});

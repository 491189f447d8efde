import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortError } from '../ports/port-error.ts';
import { ftsQuery } from './catalogue.ts';
import { ctxOf, openTestReference, type TestReference } from './test-helpers.ts';

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

describe('reference catalogue', () => {
  it('reads a product with its stock per warehouse, OE codes and cross-references', async () => {
    const product = await ref.checked.catalogue.productById({ id: ref.fixture.product.id }, visitor);
    expect(product).toMatchObject({ id: ref.fixture.product.id, code: ref.fixture.product.code });
    expect(product.stock.map((s) => s.warehouseCode)).toEqual(['MI', 'TV', 'RM', 'NA']);
    expect(product.stock[0]).toMatchObject({ warehouseName: 'Milano' });
    expect(product.oeCodes.length).toBeGreaterThanOrEqual(1);
    expect(product.oeCodes.length).toBeLessThanOrEqual(4);
    for (const cross of product.crossReferences) {
      const other = await ref.checked.catalogue.productById({ id: cross.productId }, visitor);
      expect(other.oeCodes).toEqual(product.oeCodes);
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

  it('searches by code with dots or spaces, exact match first', async () => {
    const { id, code } = spacedProduct();
    for (const q of [code, code.replace(/ /g, '.'), code.replace(/ /g, '')]) {
      const result = await ref.checked.catalogue.search({ q }, visitor);
      expect(result.rows[0]?.id).toBe(id);
    }
    const prefix = code.slice(0, 5);
    const result = await ref.checked.catalogue.search({ q: prefix, pageSize: 100 }, visitor);
    expect(result.total).toBeGreaterThan(1);
    expect(result.rows.map((p) => p.id)).toContain(id);
  });

  it('searches by OE code, listing every product that carries it', async () => {
    const product = await ref.checked.catalogue.productById({ id: ref.fixture.product.id }, visitor);
    const oe = product.oeCodes[0]!.code;
    const result = await ref.checked.catalogue.search({ q: oe.toLowerCase(), pageSize: 100 }, visitor);
    const ids = result.rows.map((p) => p.id);
    expect(ids).toContain(product.id);
    for (const cross of product.crossReferences) expect(ids).toContain(cross.productId);
    for (const row of result.rows.slice(0, product.crossReferences.length + 1)) {
      expect(row.oeCodes.map((o) => o.code)).toContain(oe);
    }
  });

  it('searches descriptions and brands by words, accents and case ignored', async () => {
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
  });

  it('pages results and counts them consistently', async () => {
    const first = await ref.checked.catalogue.search({ q: 'filtro', page: 1, pageSize: 10 }, visitor);
    const second = await ref.checked.catalogue.search({ q: 'filtro', page: 2, pageSize: 10 }, visitor);
    expect(first.rows).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(second.rows.map((p) => p.id).some((id) => first.rows.some((p) => p.id === id))).toBe(false);
    expect(await ref.checked.catalogue.count({ q: 'filtro' }, visitor)).toBe(first.total);
    const beyond = await ref.checked.catalogue.search({ q: 'filtro', page: 10_000, pageSize: 10 }, visitor);
    expect(beyond).toEqual({ rows: [], total: first.total });
    expect(await ref.checked.catalogue.search({ q: 'zzzqqq' }, visitor)).toEqual({ rows: [], total: 0 });
    expect(await ref.checked.catalogue.count({ q: '***' }, visitor)).toBe(0);
  });

  it('lists at least nine homepage promotions of existing products', async () => {
    const promos = await ref.checked.catalogue.promotions({}, visitor);
    expect(promos.length).toBeGreaterThanOrEqual(9);
    for (const promo of promos) {
      const product = await ref.checked.catalogue.productById({ id: promo.product.id }, visitor);
      expect(promo.product).toMatchObject({ brand: product.brand, code: product.code, netCents: product.netCents });
    }
  });

  it('turns a query into quoted FTS prefix terms', () => {
    expect(ftsQuery('Filtro "olio"')).toBe('"Filtro"* "olio"*');
    expect(ftsQuery('--- ...')).toBeNull();
  });
});

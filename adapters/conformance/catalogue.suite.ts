import { describe, expect, it } from 'vitest';
import { ctx, failureCode, type ConformanceSubject } from './subject.ts';

/** What every implementation of the catalogue port must do. */
export function catalogueSuite(subject: () => ConformanceSubject): void {
  describe('catalogue', () => {
    it('finds a product by id, with prices in cents and stock per warehouse', async () => {
      const { ports, fixture } = subject();
      const product = await ports.catalogue.productById({ id: fixture.product.id }, ctx(null));
      expect(product.id).toBe(fixture.product.id);
      expect(product.code).toBe(fixture.product.code);
      expect(Number.isInteger(product.netCents)).toBe(true);
      expect(product.netCents).toBeLessThanOrEqual(product.listCents);
      expect(product.stock.length).toBeGreaterThan(0);
    });

    it('says not_found for an unknown id', async () => {
      const { ports, fixture } = subject();
      expect(await failureCode(ports.catalogue.productById({ id: fixture.missingProductId }, ctx(null)))).toBe('not_found');
    });

    it('matches article codes whatever their spaces, dots, dashes and case', async () => {
      const { ports, fixture } = subject();
      const mangled = ` ${fixture.product.code.toLowerCase().split('').join('.')} `;
      const found = await ports.catalogue.productsByCode({ code: mangled }, ctx(null));
      expect(found.map((p) => p.id)).toContain(fixture.product.id);
      expect(await ports.catalogue.productsByCode({ code: 'ZZZ-NO-SUCH-CODE-999' }, ctx(null))).toEqual([]);
    });

    it('searches by code and counts the same hits', async () => {
      const { ports, fixture } = subject();
      const result = await ports.catalogue.search({ q: fixture.product.code, pageSize: 10 }, ctx(null));
      expect(result.rows[0]?.id === fixture.product.id || result.rows.some((p) => p.id === fixture.product.id)).toBe(true);
      expect(await ports.catalogue.count({ q: fixture.product.code }, ctx(null))).toBe(result.total);
      const none = await ports.catalogue.search({ q: 'qqqxxyyzz' }, ctx(null));
      expect(none).toEqual({ rows: [], total: 0 });
    });

    it('has homepage promotions of real products', async () => {
      const { ports } = subject();
      const promos = await ports.catalogue.promotions({}, ctx(null));
      expect(promos.length).toBeGreaterThanOrEqual(3);
      const first = promos[0];
      if (!first) throw new Error('no promotions'); // unreachable after the length check; narrows the type
      const product = await ports.catalogue.productById({ id: first.product.id }, ctx(null));
      expect(product.code).toBe(first.product.code);
    });
  });
}

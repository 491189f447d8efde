import { describe, expect, it } from 'vitest';
import { fuelName } from '../../shared/fuel.ts';
import { ctx, failureCode, type ConformanceSubject } from './subject.ts';

/** An id no catalogue uses. */
const UNKNOWN_ID = 2_000_000_000;
/** A plate of letters no Italian, French or German plate uses together, and an original number nobody makes. */
const UNKNOWN_PLATE = 'QQ 999 QQ';
const UNKNOWN_CODE = 'QZQZ-0000-NESSUNO-9999';

/** A plate as a person types it: lower case, with spaces and dashes. */
const typed = (plate: string) =>
  ` ${plate
    .toLowerCase()
    .split('')
    .join(plate.length % 2 === 0 ? ' ' : '-')} `;

/** What every implementation of the vehicles port (the parts-catalogue provider's vehicle catalogue) must do. */
export function vehiclesSuite(subject: () => ConformanceSubject): void {
  describe('vehicles', () => {
    it('lists makers, their models and the versions of a model', async () => {
      const { ports, fixture } = subject();
      const { makeId, modelId, firstYear, vehicleId } = fixture.vehicles.vehicle;
      const makers = await ports.vehicles.makers({}, ctx(null));
      expect(new Set(makers.map((m) => m.makeId)).size).toBe(makers.length);
      expect(makers.map((m) => m.makeId)).toContain(makeId);
      const models = await ports.vehicles.models({ makeId }, ctx(null));
      expect(models).toContainEqual(expect.objectContaining({ modelId, firstYear }));
      const versions = await ports.vehicles.versions({ modelId, firstYear }, ctx(null));
      const version = versions.find((v) => v.vehicleId === vehicleId);
      expect(version).toBeDefined();
      expect(version?.hp).toBeGreaterThanOrEqual(version?.kw ?? 0);
      expect(fuelName(version?.fuel ?? '').length).toBeGreaterThan(0);
      // As parts catalogues list them: by engine size, then power.
      const order = versions.map((v) => ({ cm3: v.cm3, kw: v.kw }));
      expect(order).toEqual([...order].sort((a, b) => a.cm3 - b.cm3 || a.kw - b.kw));
    });

    it('answers empty lists for unknown makers, models and vehicles', async () => {
      const { ports } = subject();
      expect(await ports.vehicles.models({ makeId: UNKNOWN_ID }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.versions({ modelId: UNKNOWN_ID, firstYear: 2020 }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.activeGroups({ vehicleId: UNKNOWN_ID }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.itemsTree({ vehicleId: UNKNOWN_ID }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.criterias({ vehicleId: UNKNOWN_ID, itemId: 1 }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.codesForVehicle({ vehicleId: UNKNOWN_ID }, ctx(null))).toEqual({ productIds: [] });
    });

    it('rejects ids that are not positive integers', async () => {
      const { ports } = subject();
      for (const makeId of [0, -1, 1.5]) expect(await failureCode(ports.vehicles.models({ makeId }, ctx(null)))).toBe('invalid');
      expect(await failureCode(ports.vehicles.itemsTree({ vehicleId: 0 }, ctx(null)))).toBe('invalid');
      expect(await failureCode(ports.vehicles.criterias({ vehicleId: 1, itemId: -3 }, ctx(null)))).toBe('invalid');
    });

    it('finds the vehicle of a plate, however it is typed', async () => {
      const { ports, fixture } = subject();
      const { plate, vehicleId } = fixture.vehicles.plate;
      for (const asTyped of [plate, typed(plate)]) {
        const reply = await ports.vehicles.searchPlate({ plate: asTyped }, ctx(null));
        expect(reply.vehicles.map((v) => v.vehicleId)).toEqual([vehicleId]);
        expect(reply.vins.length).toBeGreaterThan(0);
      }
    });

    it('answers every vehicle of a plate registered to several, and says when none has it', async () => {
      const { ports, fixture } = subject();
      const { plate, vehicleIds } = fixture.vehicles.sharedPlate;
      const reply = await ports.vehicles.searchPlate({ plate }, ctx(null));
      expect(reply.vehicles.map((v) => v.vehicleId).sort((a, b) => a - b)).toEqual([...vehicleIds].sort((a, b) => a - b));
      for (const vehicle of reply.vehicles) expect(vehicle.make.length * vehicle.model.length).toBeGreaterThan(0);
      // What tells the vehicles apart: years, power, engine, fuel and body, as the version lists give them.
      for (const vehicle of reply.vehicles) {
        expect(vehicle.producedFrom).toMatch(/^\d{4}-\d{2}$/);
        expect(vehicle.kw * vehicle.hp * vehicle.cm3).toBeGreaterThan(0);
        expect(vehicle.engineCode.length * vehicle.fuel.length * vehicle.body.length).toBeGreaterThan(0);
      }
      expect(await ports.vehicles.searchPlate({ plate: UNKNOWN_PLATE }, ctx(null))).toEqual({ vehicles: [], vins: [] });
    });

    it('rejects an empty plate', async () => {
      const { ports } = subject();
      for (const plate of ['', '   ', ' - -- '])
        expect(await failureCode(ports.vehicles.searchPlate({ plate }, ctx(null)))).toBe('invalid');
    });

    it("gives a vehicle's parts tree: its groups, subgroups and items, and an item's original numbers", async () => {
      const { ports, fixture } = subject();
      const { vehicleId, groupId, itemId } = fixture.vehicles.vehicle;
      const groups = await ports.vehicles.activeGroups({ vehicleId }, ctx(null));
      expect(groups.map((g) => g.groupId)).toContain(groupId);
      const tree = await ports.vehicles.itemsTree({ vehicleId }, ctx(null));
      expect(tree).toContainEqual(expect.objectContaining({ isItem: true, itemId, groupId }));
      // Every group of the tree is an active group, and an item's subgroup has a row of its own.
      const active = new Set(groups.map((g) => g.groupId));
      for (const row of tree) expect(active.has(row.groupId)).toBe(true);
      const subgroups = new Set(tree.filter((row) => !row.isItem).map((row) => row.subgroupId));
      for (const row of tree.filter((r) => r.isItem)) expect(subgroups.has(row.subgroupId)).toBe(true);
      const criteria = await ports.vehicles.criterias({ vehicleId, itemId }, ctx(null));
      expect(criteria.length).toBeGreaterThan(0);
      for (const c of criteria) expect(c.oeCode.length).toBeGreaterThan(0);
    });

    it("lists the products carrying a maker's original number, and their equivalents apart", async () => {
      const { ports, fixture } = subject();
      const { priceListCode, oeCode } = fixture.vehicles.oe;
      const cross = await ports.vehicles.cross({ priceListCode, oeCode }, ctx(null));
      expect(cross.count).toBeGreaterThan(0);
      expect(cross.products.length).toBe(Math.min(cross.count, cross.products.length));
      const spaced = await ports.vehicles.cross({ priceListCode, oeCode: ` ${oeCode.toLowerCase()} ` }, ctx(null));
      expect(spaced).toEqual(cross);
      const other = await ports.vehicles.otherCross({ priceListCode, oeCode }, ctx(null));
      const carriers = new Set(cross.products.map((p) => p.productId));
      for (const product of other.products) expect(carriers.has(product.productId)).toBe(false);
      expect(await ports.vehicles.cross({ priceListCode, oeCode: UNKNOWN_CODE }, ctx(null))).toEqual({ count: 0, products: [] });
      expect(await ports.vehicles.otherCross({ priceListCode, oeCode: UNKNOWN_CODE }, ctx(null))).toEqual({ count: 0, products: [] });
    });

    it('tells which vehicles a product fits, and which products fit a vehicle', async () => {
      const { ports, fixture } = subject();
      const { productId, priceListCode, code, vehicleId } = fixture.vehicles.application;
      const fits = await ports.vehicles.appliModels({ priceListCode, code }, ctx(null));
      expect(fits.map((f) => f.vehicleId)).toContain(vehicleId);
      expect(new Set(fits.map((f) => f.vehicleId)).size).toBe(fits.length);
      expect(await ports.vehicles.appliModels({ priceListCode, code: UNKNOWN_CODE }, ctx(null))).toEqual([]);
      const { productIds } = await ports.vehicles.codesForVehicle({ vehicleId }, ctx(null));
      expect(productIds).toContain(productId);
    });
  });
}

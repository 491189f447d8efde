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
      const { idMarca, idModello, modelloAnno, idVeicolo } = fixture.vehicles.vehicle;
      const makers = await ports.vehicles.makers({}, ctx(null));
      expect(new Set(makers.map((m) => m.idMarca)).size).toBe(makers.length);
      expect(makers.map((m) => m.idMarca)).toContain(idMarca);
      const models = await ports.vehicles.models({ idMarca }, ctx(null));
      expect(models).toContainEqual(expect.objectContaining({ idModello, modelloAnno }));
      const versions = await ports.vehicles.versions({ idModello, modelloAnno }, ctx(null));
      const version = versions.find((v) => v.idVeicolo === idVeicolo);
      expect(version).toBeDefined();
      expect(version?.cv).toBeGreaterThanOrEqual(version?.kw ?? 0);
      expect(fuelName(version?.alimentazione ?? '').length).toBeGreaterThan(0);
    });

    it('answers empty lists for unknown makers, models and vehicles', async () => {
      const { ports } = subject();
      expect(await ports.vehicles.models({ idMarca: UNKNOWN_ID }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.versions({ idModello: UNKNOWN_ID, modelloAnno: 2020 }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.activeGroups({ idVeicolo: UNKNOWN_ID }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.itemsTree({ idVeicolo: UNKNOWN_ID }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.criterias({ idVeicolo: UNKNOWN_ID, idVoce: 1 }, ctx(null))).toEqual([]);
      expect(await ports.vehicles.codesForVehicle({ idVeicolo: UNKNOWN_ID }, ctx(null))).toEqual({ productIds: [] });
    });

    it('rejects ids that are not positive integers', async () => {
      const { ports } = subject();
      for (const idMarca of [0, -1, 1.5]) expect(await failureCode(ports.vehicles.models({ idMarca }, ctx(null)))).toBe('invalid');
      expect(await failureCode(ports.vehicles.itemsTree({ idVeicolo: 0 }, ctx(null)))).toBe('invalid');
      expect(await failureCode(ports.vehicles.criterias({ idVeicolo: 1, idVoce: -3 }, ctx(null)))).toBe('invalid');
    });

    it('finds the vehicle of a plate, however it is typed', async () => {
      const { ports, fixture } = subject();
      const { plate, idVeicolo } = fixture.vehicles.plate;
      for (const asTyped of [plate, typed(plate)]) {
        const reply = await ports.vehicles.searchPlate({ plate: asTyped }, ctx(null));
        expect(reply.message).toBe('ok');
        expect(reply.vehicles.map((v) => v.idVeicolo)).toEqual([idVeicolo]);
        expect(reply.departments.length).toBeGreaterThan(0);
      }
    });

    it('answers every vehicle of a plate registered to several, and says when none has it', async () => {
      const { ports, fixture } = subject();
      const { plate, idVeicoli } = fixture.vehicles.sharedPlate;
      const reply = await ports.vehicles.searchPlate({ plate }, ctx(null));
      expect(reply.message).toBe('ok');
      expect(reply.vehicles.map((v) => v.idVeicolo).sort((a, b) => a - b)).toEqual([...idVeicoli].sort((a, b) => a - b));
      for (const vehicle of reply.vehicles) expect(vehicle.marca.length * vehicle.modello.length).toBeGreaterThan(0);
      expect(await ports.vehicles.searchPlate({ plate: UNKNOWN_PLATE }, ctx(null))).toEqual({
        vehicles: [],
        departments: [],
        message: 'zero_plates',
      });
    });

    it('rejects an empty plate', async () => {
      const { ports } = subject();
      for (const plate of ['', '   ', ' - -- '])
        expect(await failureCode(ports.vehicles.searchPlate({ plate }, ctx(null)))).toBe('invalid');
    });

    it("gives a vehicle's parts tree: its groups, subgroups and items, and an item's original numbers", async () => {
      const { ports, fixture } = subject();
      const { idVeicolo, idGruppo, idVoce } = fixture.vehicles.vehicle;
      const groups = await ports.vehicles.activeGroups({ idVeicolo }, ctx(null));
      expect(groups.map((g) => g.idGruppo)).toContain(idGruppo);
      const tree = await ports.vehicles.itemsTree({ idVeicolo }, ctx(null));
      expect(tree).toContainEqual(expect.objectContaining({ isItem: true, idVoce, idGruppo }));
      // Every group of the tree is an active group, and an item's subgroup has a row of its own.
      const active = new Set(groups.map((g) => g.idGruppo));
      for (const row of tree) expect(active.has(row.idGruppo)).toBe(true);
      const subgroups = new Set(tree.filter((row) => !row.isItem).map((row) => row.idSottogruppo));
      for (const row of tree.filter((r) => r.isItem)) expect(subgroups.has(row.idSottogruppo)).toBe(true);
      const criteria = await ports.vehicles.criterias({ idVeicolo, idVoce }, ctx(null));
      expect(criteria.length).toBeGreaterThan(0);
      for (const c of criteria) expect(c.codiceOE.length).toBeGreaterThan(0);
    });

    it("lists the products carrying a maker's original number, and their equivalents apart", async () => {
      const { ports, fixture } = subject();
      const { codiceListino, codiceOE } = fixture.vehicles.oe;
      const cross = await ports.vehicles.cross({ codiceListino, codiceOE }, ctx(null));
      expect(cross.count).toBeGreaterThan(0);
      expect(cross.products.length).toBe(Math.min(cross.count, cross.products.length));
      const spaced = await ports.vehicles.cross({ codiceListino, codiceOE: ` ${codiceOE.toLowerCase()} ` }, ctx(null));
      expect(spaced).toEqual(cross);
      const other = await ports.vehicles.otherCross({ codiceListino, codiceOE }, ctx(null));
      const carriers = new Set(cross.products.map((p) => p.productId));
      for (const product of other.products) expect(carriers.has(product.productId)).toBe(false);
      expect(await ports.vehicles.cross({ codiceListino, codiceOE: UNKNOWN_CODE }, ctx(null))).toEqual({ count: 0, products: [] });
      expect(await ports.vehicles.otherCross({ codiceListino, codiceOE: UNKNOWN_CODE }, ctx(null))).toEqual({ count: 0, products: [] });
    });

    it('tells which vehicles a product fits, and which products fit a vehicle', async () => {
      const { ports, fixture } = subject();
      const { productId, idList, artCode, idVeicolo } = fixture.vehicles.application;
      const fits = await ports.vehicles.appliModels({ idList, artCode }, ctx(null));
      expect(fits.map((f) => f.idVeicolo)).toContain(idVeicolo);
      expect(new Set(fits.map((f) => f.idVeicolo)).size).toBe(fits.length);
      expect(await ports.vehicles.appliModels({ idList, artCode: UNKNOWN_CODE }, ctx(null))).toEqual([]);
      const { productIds } = await ports.vehicles.codesForVehicle({ idVeicolo }, ctx(null));
      expect(productIds).toContain(productId);
    });
  });
}

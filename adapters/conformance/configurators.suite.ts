import { describe, expect, it } from 'vitest';
import { SPEED_CODES, tyreSearchText } from '../ports/configurators.ts';
import { allResults, firstOf, totalsAddUp, UNKNOWN } from './configurators-checks.ts';
import { configuratorsByCarSuite } from './configurators-by-car.suite.ts';
import { ctx, failureCode, type ConformanceSubject } from './subject.ts';

const c = () => ctx(null);
const none = { rows: [], total: 0 };

/** What every implementation of the configurators port must do (SPEC §7 Configurators, §4 cascades). */
export function configuratorsSuite(subject: () => ConformanceSubject): void {
  describe('configurators', () => {
    configuratorsByCarSuite(subject);

    it('tyres: every row of the asked size, the asked service description first, higher ratings after', async () => {
      const { ports, fixture } = subject();
      const { width, aspectRatio, rimDiameter, loadIndex, speedIndex } = fixture.configurators.tyre;
      const size = { width, aspectRatio, rimDiameter };
      const all = await ports.configurators.tyres.results({ ...size, pageSize: 100 }, c());
      expect(all.rows.length).toBeGreaterThan(1);
      for (const row of all.rows) expect(row.tyre).toMatchObject(size);
      const rated = await ports.configurators.tyres.results({ ...size, loadIndex, speedIndex, pageSize: 100 }, c());
      expect(rated.total).toBeGreaterThan(0);
      expect(rated.total).toBeLessThanOrEqual(all.total);
      expect(rated.rows[0]?.tyre).toMatchObject({ loadIndex, speedIndex });
      const rank = SPEED_CODES.indexOf(speedIndex as never);
      for (const row of rated.rows) {
        expect(row.tyre.loadIndex).toBeGreaterThanOrEqual(loadIndex);
        expect(SPEED_CODES.indexOf(row.tyre.speedIndex as never)).toBeGreaterThanOrEqual(rank);
      }
      // A load index is a minimum: the highest of the size finds only its own tyres, one above it none.
      const maxLoad = Math.max(...all.rows.map((r) => r.tyre.loadIndex));
      const strongest = await ports.configurators.tyres.results({ ...size, loadIndex: maxLoad, pageSize: 100 }, c());
      expect(strongest.total).toBeGreaterThan(0);
      for (const row of strongest.rows) expect(row.tyre.loadIndex).toBe(maxLoad);
      expect(await ports.configurators.tyres.results({ ...size, loadIndex: maxLoad + 1 }, c())).toEqual(none);
      const ids = await allResults((page, pageSize) => ports.configurators.tyres.results({ ...size, page, pageSize }, c()));
      expect(ids.length).toBe(all.total);
    });

    it('tyres: an unknown size or speed index finds none; a size out of range is refused', async () => {
      const { ports, fixture } = subject();
      const { width, aspectRatio, rimDiameter } = fixture.configurators.tyre;
      expect(await ports.configurators.tyres.results({ width: 399, aspectRatio, rimDiameter }, c())).toEqual(none);
      const unknownSpeed = { width, aspectRatio, rimDiameter, speedIndex: 'X' };
      expect(await ports.configurators.tyres.results(unknownSpeed, c())).toEqual(none);
      expect(await failureCode(ports.configurators.tyres.results({ width: 5, aspectRatio, rimDiameter }, c()))).toBe('invalid');
    });

    it('tyres: the catalogue search of the size text finds them', async () => {
      const { ports, fixture } = subject();
      const { width, aspectRatio, rimDiameter, loadIndex, speedIndex } = fixture.configurators.tyre;
      // The size as the tyre form's fields (SPEC's names) give it to the catalogue search.
      const text = { larghezza: String(width), spalla: String(aspectRatio), diametro: String(rimDiameter) };
      const q = tyreSearchText({ ...text, indiceCarico: String(loadIndex), codiceVelocita: speedIndex });
      const found = await ports.catalogue.search({ q, pageSize: 100 }, c());
      const tyres = await ports.configurators.tyres.results({ width, aspectRatio, rimDiameter, loadIndex, speedIndex, pageSize: 100 }, c());
      const exact = tyres.rows.filter((r) => r.tyre.loadIndex === loadIndex && r.tyre.speedIndex === speedIndex).map((r) => r.id);
      expect(exact.length).toBeGreaterThan(0);
      expect(found.rows.map((r) => r.id)).toEqual(expect.arrayContaining(exact));
    });

    it('oils: each field refilters the others, and the results are those of the chosen values', async () => {
      const { ports, fixture } = subject();
      const oils = ports.configurators.oils;
      const { type, gradation, oemBrand, oemCertify } = fixture.configurators.oil;
      expect(await oils.types({}, c())).toContain(type);
      const gradations = await oils.gradations({ type }, c());
      expect(gradations).toContain(gradation);
      const ofType = await allResults((page, pageSize) => oils.results({ type, page, pageSize }, c()));
      // An oil has one grade: the grades' results share out the type's.
      await totalsAddUp(gradations, async (g) => (await oils.results({ type, gradation: g }, c())).total, ofType.length);
      const formats = await oils.formats({ type }, c());
      await totalsAddUp(formats, async (f) => (await oils.results({ type, format: f }, c())).total, ofType.length);
      expect(await oils.oemBrands({ type, gradation }, c())).toContain(oemBrand);
      expect(await oils.oemCertifies({ type, gradation, oemBrand }, c())).toContain(oemCertify);
      expect(await oils.oemBrands({ type, oemCertify }, c())).toEqual([oemBrand]);
      // A chosen value keeps its alternatives listed (it does not filter its own list).
      expect(await oils.gradations({ type, gradation }, c())).toEqual(gradations);
      const approved = await oils.results({ type, gradation, oemBrand, oemCertify, pageSize: 100 }, c());
      expect(approved.total).toBeGreaterThan(0);
      expect(ofType).toEqual(expect.arrayContaining(approved.rows.map((r) => r.id)));
      expect(firstOf(await oils.specs({ type }, c()), 'oils.specs')).toBeTruthy();
      expect(firstOf(await oils.brands({ type }, c()), 'oils.brands')).toBeTruthy();
    });

    it('oils: an unknown value lists and finds nothing', async () => {
      const { ports, fixture } = subject();
      const oils = ports.configurators.oils;
      expect(await oils.results({ type: UNKNOWN }, c())).toEqual(none);
      expect(await oils.gradations({ type: UNKNOWN }, c())).toEqual([]);
      expect(await oils.types({ gradation: UNKNOWN }, c())).toEqual([]);
      expect(await oils.results({ type: fixture.configurators.oil.type, oemCertify: UNKNOWN }, c())).toEqual(none);
    });

    it('roof boxes: each field refilters the others', async () => {
      const { ports } = subject();
      const boxes = ports.configurators.roofBoxes;
      const all = await allResults((page, pageSize) => boxes.results({ page, pageSize }, c()));
      const capacities = await boxes.capacities({}, c());
      await totalsAddUp(capacities, async (capacity) => (await boxes.results({ capacity }, c())).total, all.length);
      const capacity = firstOf(capacities, 'roofBoxes.capacities');
      const color = firstOf(await boxes.colors({ capacity }, c()), 'roofBoxes.colors');
      const doubleOpening = firstOf(await boxes.doubleOpenings({ capacity, color }, c()), 'roofBoxes.doubleOpenings');
      const fixingType = firstOf(await boxes.fixingTypes({ capacity, color, doubleOpening }, c()), 'roofBoxes.fixingTypes');
      expect(await boxes.capacities({ color, doubleOpening, fixingType }, c())).toContain(capacity);
      // A chosen value keeps its alternatives listed (it does not filter its own list).
      expect(await boxes.colors({ capacity, color }, c())).toEqual(await boxes.colors({ capacity }, c()));
      expect((await boxes.results({ capacity, color, doubleOpening, fixingType }, c())).total).toBeGreaterThan(0);
      expect(await boxes.colors({ capacity: UNKNOWN }, c())).toEqual([]);
      expect(await boxes.results({ fixingType: UNKNOWN }, c())).toEqual(none);
    });

    it('batteries: by typology, figures, layout or vehicle', async () => {
      const { ports, fixture } = subject();
      const batteries = ports.configurators.batteries;
      const all = await allResults((page, pageSize) => batteries.results({ page, pageSize }, c()));
      const typologies = await batteries.typologies({}, c());
      await totalsAddUp(typologies, async (typology) => (await batteries.results({ typology }, c())).total, all.length);
      const layouts = (await Promise.all((['DX', 'SX'] as const).map((layout) => batteries.results({ layout }, c())))).map((r) => r.total);
      expect(layouts.reduce((a, b) => a + b, 0)).toBe(all.length);
      const big = (await batteries.results({ minAh: 70 }, c())).total;
      expect(big).toBeGreaterThan(0);
      expect(big).toBeLessThan(all.length);
      const small = (await batteries.results({ maxAh: 69 }, c())).total;
      expect(small + big).toBe(all.length);
      expect((await batteries.results({ vehicleId: fixture.configurators.batteryVehicleId }, c())).total).toBeGreaterThan(0);
      expect(await batteries.results({ vehicleId: 2_000_000_000 }, c())).toEqual(none);
      expect(await batteries.results({ typology: UNKNOWN }, c())).toEqual(none);
    });

    it('own-brand batteries: brand, model, fuel, version, engine narrow down to the batteries of that car', async () => {
      const { ports } = subject();
      const own = ports.configurators.ownBrandBatteries;
      const brand = firstOf(await own.brands({}, c()), 'ownBrandBatteries.brands');
      const model = firstOf(await own.models({ brand }, c()), 'ownBrandBatteries.models');
      const fuel = firstOf(await own.fuels({ brand, model }, c()), 'ownBrandBatteries.fuels');
      const version = firstOf(await own.versions({ brand, model, fuel }, c()), 'ownBrandBatteries.versions');
      const engine = firstOf(await own.engines({ brand, model, fuel, version }, c()), 'ownBrandBatteries.engines');
      const ofModel = await allResults((page, pageSize) => own.results({ brand, model, page, pageSize }, c()));
      const ofCar = await own.results({ brand, model, fuel, version, engine, pageSize: 100 }, c());
      expect(ofCar.total).toBeGreaterThan(0);
      expect(ofModel).toEqual(expect.arrayContaining(ofCar.rows.map((r) => r.id)));
      expect(await own.models({ brand: UNKNOWN }, c())).toEqual([]);
      expect(await own.fuels({ brand, model: UNKNOWN }, c())).toEqual([]);
      expect(await own.results({ brand, model, version: UNKNOWN }, c())).toEqual(none);
    });

    it('snow chains: width, ratio, diameter, typology narrow down to the chains of that size', async () => {
      const { ports } = subject();
      const chains = ports.configurators.snowChains;
      const width = firstOf(await chains.widths({}, c()), 'snowChains.widths');
      const ratio = firstOf(await chains.ratios({ width }, c()), 'snowChains.ratios');
      const diameter = firstOf(await chains.diameters({ width, ratio }, c()), 'snowChains.diameters');
      const typologies = await chains.typologies({ width, ratio, diameter }, c());
      firstOf(typologies, 'snowChains.typologies');
      const ofSize = await allResults((page, pageSize) => chains.results({ width, ratio, diameter, page, pageSize }, c()));
      await totalsAddUp(
        typologies,
        async (typology) => (await chains.results({ width, ratio, diameter, typology }, c())).total,
        ofSize.length,
      );
      const ofWidth = await allResults((page, pageSize) => chains.results({ width, page, pageSize }, c()));
      expect(ofWidth).toEqual(expect.arrayContaining(ofSize));
      expect(await chains.ratios({ width: UNKNOWN }, c())).toEqual([]);
      expect(await chains.results({ width: '999' }, c())).toEqual(none);
    });
  });
}

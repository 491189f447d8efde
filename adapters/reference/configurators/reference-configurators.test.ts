import { afterAll, describe, expect, it } from 'vitest';
import { ctxOf, openTestReference } from '../test-helpers.ts';

const ref = openTestReference();
afterAll(() => ref.cleanup());
const cfg = ref.checked.configurators;
const c = () => ctxOf(null);

describe('reference configurators', () => {
  it('list sizes, grades and years by value and names A–Z, as a buyer reads them', async () => {
    expect(await cfg.oils.formats({ type: 'Motore' }, c())).toEqual(['1 l', '4 l', '5 l', '20 l', '60 l', '208 l']);
    const grades = await cfg.oils.gradations({ type: 'Motore' }, c());
    expect(grades.indexOf('5W-30')).toBeLessThan(grades.indexOf('10W-40'));
    const typologies = await cfg.snowChains.typologies({ width: '205', ratio: '55', diameter: '16' }, c());
    expect(typologies.indexOf('Catena a rombo 9 mm')).toBeLessThan(typologies.indexOf('Catena a rombo 12 mm'));
    const capacities = await cfg.roofBoxes.capacities({}, c());
    expect(capacities.map((text) => Number.parseInt(text, 10))).toEqual(
      capacities.map((text) => Number.parseInt(text, 10)).toSorted((a, b) => a - b),
    );
    expect(capacities.every((text) => /^\d+ l$/.test(text))).toBe(true);
    expect(await cfg.ownBrandBatteries.fuels({ brand: 'Fiat', model: 'Panda' }, c())).toEqual(
      expect.arrayContaining(['Benzina', 'Diesel']),
    );
  });

  it('take the values as the lists give them, and match nothing for a malformed one', async () => {
    expect((await cfg.roofBoxes.results({ capacity: '400 l' }, c())).total).toBeGreaterThan(0);
    expect(await cfg.roofBoxes.results({ capacity: 'quattrocento' }, c())).toEqual({ rows: [], total: 0 });
    expect(await cfg.snowChains.ratios({ width: '205abc' }, c())).toEqual([]);
    expect(await cfg.ownBrandBatteries.versions({ brand: 'Fiat', model: 'Panda', fuel: 'Nafta' }, c())).toEqual([]);
  });

  it('find roof bars, mats and own-brand batteries for a Fiat Panda of 2015', async () => {
    expect(await cfg.roofBars.types({ manufacter: 'Thule', brand: 'Fiat', model: 'Panda', year: 2015 }, c())).not.toEqual([]);
    expect(await cfg.carMats.types({ brand: 'Fiat', model: 'Panda', year: 2015 }, c())).toContain('Moquette');
    const own = await cfg.ownBrandBatteries.results({ brand: 'Fiat', model: 'Panda' }, c());
    expect(own.rows.every((row) => row.brand === 'ProStart')).toBe(true);
  });

  it("tell a model's generations apart by their years, and offer only the years a generation was built", async () => {
    const generations = ['Panda (2003–2012)', 'Panda (2012–)'];
    expect(await cfg.trunkLiners.models({ carBrand: 'Fiat' }, c())).toEqual(expect.arrayContaining(generations));
    expect(await cfg.trunkLiners.models({ carBrand: 'Fiat' }, c())).not.toContain('Panda');
    expect(await cfg.ownBrandBatteries.models({ brand: 'Fiat' }, c())).toEqual(expect.arrayContaining(generations));
    expect(await cfg.ownBrandBatteries.models({ brand: 'Fiat' }, c())).not.toContain('Panda');
    const years = await cfg.roofBars.years({ manufacter: 'Thule', brand: 'Fiat', model: 'Panda (2003–2012)' }, c());
    expect(years).toEqual(Array.from({ length: 10 }, (_, index) => String(2003 + index)));
    const older = await cfg.ownBrandBatteries.versions({ brand: 'Fiat', model: 'Panda (2003–2012)', fuel: 'Benzina' }, c());
    const newer = await cfg.ownBrandBatteries.versions({ brand: 'Fiat', model: 'Panda (2012–)', fuel: 'Benzina' }, c());
    expect(older.length * newer.length).toBeGreaterThan(0);
    expect(older.filter((version) => newer.includes(version))).toEqual([]);
    const liners = await cfg.trunkLiners.results({ carBrand: 'Fiat', carModel: 'Panda (2012–)' }, c());
    expect(liners.total).toBe(1);
  });

  it('answer each list and results call in a few milliseconds', async () => {
    const calls = [
      () => cfg.ownBrandBatteries.brands({}, c()),
      () => cfg.oils.oemCertifies({ type: 'Motore', oemBrand: 'Volkswagen' }, c()),
      () => cfg.tyres.results({ width: 205, aspectRatio: 55, rimDiameter: 16, pageSize: 100 }, c()),
      () => cfg.batteries.results({ minAh: 60, pageSize: 100 }, c()),
      () => cfg.carCovers.results({ brand: 'Fiat', pageSize: 100 }, c()),
    ];
    for (const call of calls) await call();
    for (const call of calls) {
      const started = performance.now();
      await call();
      // Generous for a shared test machine; about 1 ms each alone.
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});

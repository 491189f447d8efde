import { expect, it } from 'vitest';
import { allResults, firstOf, totalsAddUp, UNKNOWN } from './configurators-checks.ts';
import { ctx, type ConformanceSubject } from './subject.ts';

const c = () => ctx(null);
const none = { rows: [], total: 0 };
const asYear = (text: string) => Number(text);

/** The configurators by car (mats, covers, trunk liners, roof bars): each cascade narrows to the products of that car. */
export function configuratorsByCarSuite(subject: () => ConformanceSubject): void {
  it('car mats: brand, model, year, type narrow down to the mats of that car', async () => {
    const mats = subject().ports.configurators.carMats;
    const brand = firstOf(await mats.brands({}, c()), 'carMats.brands');
    const model = firstOf(await mats.models({ brand }, c()), 'carMats.models');
    const years = await mats.years({ brand, model }, c());
    const year = asYear(firstOf(years, 'carMats.years'));
    expect(years.map(asYear)).toEqual(years.map(asYear).toSorted((a, b) => a - b));
    const types = await mats.types({ brand, model, year }, c());
    firstOf(types, 'carMats.types');
    const ofYear = await allResults((page, pageSize) =>
      mats.results({ brandCar: brand, modelCar: model, yearCar: year, page, pageSize }, c()),
    );
    const query = { brandCar: brand, modelCar: model, yearCar: year };
    await totalsAddUp(types, async (typeMat) => (await mats.results({ ...query, typeMat }, c())).total, ofYear.length);
    const ofModel = await allResults((page, pageSize) => mats.results({ brandCar: brand, modelCar: model, page, pageSize }, c()));
    expect(ofModel).toEqual(expect.arrayContaining(ofYear));
    expect(await mats.models({ brand: UNKNOWN }, c())).toEqual([]);
    expect(await mats.years({ brand, model: UNKNOWN }, c())).toEqual([]);
    expect(await mats.types({ brand, model, year: 1901 }, c())).toEqual([]);
    expect(await mats.results({ brandCar: brand, modelCar: UNKNOWN }, c())).toEqual(none);
  });

  it('car covers: brand and model narrow down to the covers of that car', async () => {
    const covers = subject().ports.configurators.carCovers;
    const brand = firstOf(await covers.brands({}, c()), 'carCovers.brands');
    const model = firstOf(await covers.models({ brand }, c()), 'carCovers.models');
    const ofModel = await allResults((page, pageSize) => covers.results({ brand, model, page, pageSize }, c()));
    expect(ofModel.length).toBeGreaterThan(0);
    const ofBrand = await allResults((page, pageSize) => covers.results({ brand, page, pageSize }, c()));
    expect(ofBrand).toEqual(expect.arrayContaining(ofModel));
    expect(await covers.models({ brand: UNKNOWN }, c())).toEqual([]);
    expect(await covers.results({ brand, model: UNKNOWN }, c())).toEqual(none);
  });

  it('trunk liners: brand, model, year narrow down to the liners of that car', async () => {
    const liners = subject().ports.configurators.trunkLiners;
    const carBrand = firstOf(await liners.brands({}, c()), 'trunkLiners.brands');
    const carModel = firstOf(await liners.models({ carBrand }, c()), 'trunkLiners.models');
    const years = await liners.years({ carBrand, carModel }, c());
    const carYear = asYear(years.at(-1) ?? firstOf(years, 'trunkLiners.years'));
    const ofYear = await allResults((page, pageSize) => liners.results({ carBrand, carModel, carYear, page, pageSize }, c()));
    expect(ofYear.length).toBeGreaterThan(0);
    const ofBrand = await allResults((page, pageSize) => liners.results({ carBrand, page, pageSize }, c()));
    expect(ofBrand).toEqual(expect.arrayContaining(ofYear));
    expect(await liners.years({ carBrand: UNKNOWN, carModel }, c())).toEqual([]);
    expect(await liners.results({ carBrand: UNKNOWN }, c())).toEqual(none);
    expect(await liners.results({ carBrand, carModel: UNKNOWN }, c())).toEqual(none);
    expect(await liners.results({ carBrand, carModel, carYear: 1901 }, c())).toEqual(none);
  });

  it('roof bars: manufacturer, brand, model, year, type narrow down to the bars of that car', async () => {
    const { ports, fixture } = subject();
    const bars = ports.configurators.roofBars;
    const { manufacter, brand, model, year } = fixture.configurators.roofBars;
    expect(await bars.manufacters({}, c())).toContain(manufacter);
    expect(await bars.brands({ manufacter }, c())).toContain(brand);
    expect(await bars.models({ manufacter, brand }, c())).toContain(model);
    expect((await bars.years({ manufacter, brand, model }, c())).map(asYear)).toContain(year);
    const types = await bars.types({ manufacter, brand, model, year }, c());
    firstOf(types, 'roofBars.types');
    const car = { manufacterCar: manufacter, brandCar: brand, modelCar: model, yearCar: year };
    const ofCar = await allResults((page, pageSize) => bars.results({ ...car, page, pageSize }, c()));
    await totalsAddUp(types, async (typeBar) => (await bars.results({ ...car, typeBar }, c())).total, ofCar.length);
    expect(await bars.brands({ manufacter: UNKNOWN }, c())).toEqual([]);
    expect(await bars.types({ manufacter, brand, model, year: 1901 }, c())).toEqual([]);
    expect(await bars.results({ ...car, modelCar: UNKNOWN }, c())).toEqual(none);
  });
}

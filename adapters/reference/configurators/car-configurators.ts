import type { PortImpls } from '../../ports/index.ts';
import type { CarFits } from './car-fits.ts';

type Impl = PortImpls['configurators'];

/** Car mats (tappeti-per-auto): brand, model, year, type. */
export function carMats(fits: CarFits): Impl['carMats'] {
  return {
    brands: async () => fits.list('mat', 'maker', {}),
    models: async ({ brand }) => fits.list('mat', 'model', { maker: brand }),
    years: async ({ brand, model }) => fits.years('mat', { maker: brand, model }),
    types: async ({ brand, model, year }) => fits.list('mat', 'type', { maker: brand, model, year }),
    results: async ({ brandCar, modelCar, yearCar, typeMat, page, pageSize }) =>
      fits.results('mat', { maker: brandCar, model: modelCar, year: yearCar, type: typeMat }, { page, pageSize }),
  };
}

/** Car covers (teli-copri-auto): brand, model. */
export function carCovers(fits: CarFits): Impl['carCovers'] {
  return {
    brands: async () => fits.list('cover', 'maker', {}),
    models: async ({ brand }) => fits.list('cover', 'model', { maker: brand }),
    results: async ({ brand, model, page, pageSize }) => fits.results('cover', { maker: brand, model }, { page, pageSize }),
  };
}

/** Trunk liners (vasche-baule): car brand, model, year. */
export function trunkLiners(fits: CarFits): Impl['trunkLiners'] {
  return {
    brands: async () => fits.list('liner', 'maker', {}),
    models: async ({ carBrand }) => fits.list('liner', 'model', { maker: carBrand }),
    years: async ({ carBrand, carModel }) => fits.years('liner', { maker: carBrand, model: carModel }),
    results: async ({ carBrand, carModel, carYear, page, pageSize }) =>
      fits.results('liner', { maker: carBrand, model: carModel, year: carYear }, { page, pageSize }),
  };
}

/** Roof bars (portaggio-e-carico): bar manufacturer, car brand, model, year, type. */
export function roofBars(fits: CarFits): Impl['roofBars'] {
  return {
    manufacters: async () => fits.list('bar', 'manufacturer', {}),
    brands: async ({ manufacter }) => fits.list('bar', 'maker', { manufacturer: manufacter }),
    models: async ({ manufacter, brand }) => fits.list('bar', 'model', { manufacturer: manufacter, maker: brand }),
    years: async ({ manufacter, brand, model }) => fits.years('bar', { manufacturer: manufacter, maker: brand, model }),
    types: async ({ manufacter, brand, model, year }) => fits.list('bar', 'type', { manufacturer: manufacter, maker: brand, model, year }),
    results: async ({ manufacterCar, brandCar, modelCar, yearCar, typeBar, page, pageSize }) =>
      fits.results(
        'bar',
        { manufacturer: manufacterCar, maker: brandCar, model: modelCar, year: yearCar, type: typeBar },
        { page, pageSize },
      ),
  };
}

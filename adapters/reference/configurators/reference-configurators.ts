import type { PortImpls } from '../../ports/index.ts';
import type { ReferenceDeps } from '../implementations.ts';
import { batteries, ownBrandBatteries } from './batteries.ts';
import { carCovers, carMats, roofBars, trunkLiners } from './car-configurators.ts';
import { CarFits } from './car-fits.ts';
import { oils } from './oils.ts';
import { ResultPages, Statements } from './query.ts';
import { roofBoxes } from './roof-boxes.ts';
import { snowChains } from './snow-chains.ts';
import { tyres } from './tyres.ts';

/**
 * The reference configurators port over the demo data of version 8 (seed/configurators/) and migration 10: one
 * module per configurator or family, sharing the prepared statements and the catalogue's item loader.
 */
export function referenceConfigurators({ db }: ReferenceDeps): PortImpls['configurators'] {
  const statements = new Statements(db);
  const pages = new ResultPages(db, statements);
  const fits = new CarFits(statements, pages);
  return {
    carMats: carMats(fits),
    carCovers: carCovers(fits),
    roofBoxes: roofBoxes(statements, pages),
    oils: oils(statements, pages),
    ownBrandBatteries: ownBrandBatteries(statements, pages),
    batteries: batteries(statements, pages),
    tyres: tyres(statements, pages),
    roofBars: roofBars(fits),
    snowChains: snowChains(statements, pages),
    trunkLiners: trunkLiners(fits),
  };
}

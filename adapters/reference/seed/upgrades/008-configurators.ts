import { retagProducts } from '../../catalogue/tags.ts';
import { seedBatteries } from '../configurators/batteries.ts';
import { seedCarAccessories } from '../configurators/car-accessories.ts';
import { seedOils } from '../configurators/oils.ts';
import { seedRoofBoxes } from '../configurators/roof-boxes.ts';
import { seedMoreSnowChains } from '../configurators/snow-chains.ts';
import { seedTyres } from '../configurators/tyres.ts';
import { ProductWriter } from '../product-page/new-products.ts';
import type { DataUpgrade } from './index.ts';

/**
 * Version 8: what the product configurators choose from (seed/configurators/): tyres with their EU label, oils,
 * batteries and the vehicles they fit (the distributor's own brand among them), mats, trunk liners, covers and roof
 * bars by the vehicle catalogue's cars, roof boxes, and two more snow-chain typologies. Each is a catalogue product
 * (brand, price, stock, search), found again rather than doubled when the upgrade meets it. Each family draws from
 * its own fork of the upgrade's stream.
 */
export const configuratorsData: DataUpgrade = {
  version: 8,
  name: 'configurators',
  tables: ['car_fits', 'roof_boxes', 'battery_vehicles', 'batteries', 'oil_approvals', 'oil_specs', 'oils', 'tyres'],
  apply(db, { rng }) {
    const writer = new ProductWriter(db);
    seedTyres(db, rng.fork('tyres'), writer);
    seedOils(db, rng.fork('oils'), writer);
    seedBatteries(db, rng.fork('batteries'), writer);
    seedCarAccessories(db, rng.fork('car accessories'), writer);
    seedRoofBoxes(db, rng.fork('roof boxes'), writer);
    seedMoreSnowChains(db, rng.fork('snow chains'), writer);
    retagProducts(db, writer.ids);
  },
};

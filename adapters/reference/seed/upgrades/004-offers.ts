import { seedAddresses } from '../offers/addresses.ts';
import { seedIncomingStock } from '../offers/incoming-stock.ts';
import { seedLogistics } from '../offers/logistics.ts';
import { seedPriceConditions } from '../offers/price-conditions.ts';
import type { DataUpgrade } from './index.ts';

/**
 * Version 4: what prices, availability and delivery promises are computed from: customers' addresses and price
 * conditions, the distributor's logistics (seed/logistics-data.ts), suppliers' lead times and supplier orders on the
 * way. Customers, brands and warehouses are few; incoming stock samples the products, so a million take seconds.
 */
export const offersData: DataUpgrade = {
  version: 4,
  name: 'offers',
  tables: [
    'incoming_stock',
    'supplier_lead_times',
    'warehouse_shuttles',
    'van_runs',
    'delivery_zones',
    'warehouse_services',
    'customer_brand_discounts',
    'customer_conditions',
    'customer_addresses',
  ],
  apply(db, { rng, now }) {
    seedAddresses(db, rng.fork('addresses'));
    seedPriceConditions(db, rng.fork('price conditions'));
    seedLogistics(db, rng.fork('logistics'));
    seedIncomingStock(db, rng.fork('incoming stock'), now);
  },
};

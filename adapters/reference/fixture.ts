import { normaliseCode } from '../../shared/codes.ts';
import { generationSql } from './configurators/generations.ts';
import type { Database } from '../../shared/sqlite.ts';
import { conformanceFixtureSchema, type ConformanceFixture } from '../conformance/fixture.ts';
import { queryWords } from './catalogue/words.ts';
import { orderImportFixture } from './order-import/import-fixture.ts';
import { customerNetCentsSql } from './pricing/customer-net-price.ts';
import { DEMO_ACCOUNTS } from './seed/customers.ts';
import { VehiclePartsTree } from './vehicles/parts-tree.ts';

/** The fixture of the reference database, read from its demo data and checked against the conformance schema. */
export function referenceFixture(db: Database): ConformanceFixture {
  const { customer, otherCustomer, staff } = DEMO_ACCOUNTS;
  const product = db
    .prepare<[], ConformanceFixture['product']>(
      `SELECT p.id, p.code, p.min_qty AS minQty, p.pack_qty AS packQty FROM products p
      WHERE p.pack_qty = 1 AND p.min_qty = 1 AND EXISTS (SELECT 1 FROM product_oe_codes o WHERE o.product_id = p.id)
      ORDER BY p.id LIMIT 1`,
    )
    .get();
  const packed = db
    .prepare<[], ConformanceFixture['packedProduct']>(
      'SELECT id, pack_qty AS packQty, min_qty AS minQty FROM products WHERE pack_qty > 1 ORDER BY id LIMIT 1',
    )
    .get();
  const differentlyPriced = db
    .prepare<{ customer: string; other: string }, { id: number }>(
      `SELECT p.id FROM products p, (SELECT customer_id AS id FROM users WHERE username = @customer) mine,
        (SELECT customer_id AS id FROM users WHERE username = @other) theirs
      WHERE ${customerNetCentsSql('p', 'mine.id')} <> ${customerNetCentsSql('p', 'theirs.id')} ORDER BY p.id LIMIT 1`,
    )
    .get({ customer: customer.username, other: otherCustomer.username });
  const maxId = db.prepare<[], { maxId: number }>('SELECT coalesce(max(id), 0) AS maxId FROM products').get()?.maxId ?? 0;
  if (!product || !packed || !differentlyPriced) {
    throw new Error('The reference database has no demo products to build the conformance fixture from');
  }
  return conformanceFixtureSchema.parse({
    customer: { username: customer.username, password: customer.password, companyName: customer.companyName },
    otherCustomer: { username: otherCustomer.username, password: otherCustomer.password },
    staff: { username: staff.username, password: staff.password },
    product,
    packedProduct: packed,
    missingProductId: maxId + 1,
    translation: { italian: 'Kit pastiglie freno asse anteriore', english: 'Brake pad set front axle' },
    differentlyPricedProductId: differentlyPriced.id,
    codedProduct: codedProduct(db),
    multiListCode: multiListCode(db),
    searchWords: searchWords(db),
    ...productPage(db, customer.username),
    ...orderImportFixture(db),
    vehicles: vehicles(db),
    configurators: configurators(db),
  });
}

/**
 * The product page's fixture fields, from version 5's demo data: the first product (the most popular) with each kind
 * of relation, core deposit and movements, the longest-running gift and the first snow chain.
 */
function productPage(db: Database, username: string): Record<string, unknown> {
  // Parsed by the fixture's schema with the rest: a missing value stops there, naming its field.
  const first = <T>(sql: string, ...params: unknown[]) =>
    (db
      .prepare(sql)
      .pluck()
      .get(...params) as T | null | undefined) ?? undefined;
  const stored = (kind: string) => first<number>('SELECT min(product_id) FROM product_relations WHERE kind = ?', kind);
  const matches = first<number>('SELECT min(product_id) FROM cross_references');
  const related = {
    alternatives: stored('alternative'),
    substitutes: stored('substitute'),
    substituents: first<number>("SELECT min(related_product_id) FROM product_relations WHERE kind = 'substitute'"),
    suggested: stored('suggested'),
    // Any product of a group with other products in stock: the most popular one.
    suggestedCatalog: matches,
    matches,
    necessaries: stored('necessary'),
  };
  const deposit = db
    .prepare<[], { id: number; depositId: number }>(
      'SELECT product_id AS id, deposit_product_id AS depositId FROM core_deposits ORDER BY product_id LIMIT 1',
    )
    .get();
  const giftCode = first<string>(`SELECT p.code FROM gifts g JOIN products p ON p.code_norm = g.code_norm
    ORDER BY julianday(g.valid_until) - julianday(g.valid_from) DESC, g.id, p.id LIMIT 1`);
  const chain = db
    .prepare<[], { code: string; tyreSize: string }>(
      `SELECT p.code, s.width || '/' || s.ratio || ' R' || s.diameter AS tyreSize FROM snow_chain_sizes s
      JOIN products p ON p.id = s.product_id ORDER BY p.id, s.diameter, s.width, s.ratio LIMIT 1`,
    )
    .get();
  const movedProductId = first<number>(
    `SELECT min(m.product_id) FROM customer_movements m JOIN users u ON u.customer_id = m.customer_id WHERE u.username = ?`,
    username,
  );
  return { related, exchangePart: deposit, giftCode, snowChain: chain, movedProductId };
}

/** The first product with an OE number and cross-references. */
function codedProduct(db: Database): ConformanceFixture['codedProduct'] | undefined {
  const row = db
    .prepare<[], { id: number; code: string; priceListCode: string; oeCode: string; oePriceListCode: string }>(
      `SELECT p.id, p.code, b.price_list_code AS priceListCode, o.code AS oeCode, m.price_list_code AS oePriceListCode
      FROM products p JOIN brands b ON b.id = p.brand_id
      JOIN product_oe_codes po ON po.product_id = p.id JOIN oe_codes o ON o.id = po.oe_code_id JOIN makers m ON m.id = o.maker_id
      WHERE EXISTS (SELECT 1 FROM cross_references c WHERE c.product_id = p.id)
      ORDER BY p.id, o.id LIMIT 1`,
    )
    .get();
  if (!row) return undefined;
  const crossReferenceIds = db
    .prepare<[number], number>('SELECT other_product_id FROM cross_references WHERE product_id = ? ORDER BY other_product_id')
    .pluck()
    .all(row.id);
  return {
    id: row.id,
    code: row.code,
    priceListCode: row.priceListCode,
    oe: { code: row.oeCode, priceListCode: row.oePriceListCode },
    crossReferenceIds,
  };
}

/**
 * The first original number that two car makers' price lists hold (makers share part numbers across their
 * brands), else the first article code of two brands; with every list holding it. Each candidate is checked
 * through the code indexes, and the first one ends the read: cheap at any catalogue size.
 */
function multiListCode(db: Database): ConformanceFixture['multiListCode'] | undefined {
  const code =
    db
      .prepare<[], string>(
        `SELECT o.code FROM oe_codes o WHERE EXISTS (SELECT 1 FROM oe_codes other
          WHERE other.code_norm = o.code_norm AND other.maker_id <> o.maker_id) ORDER BY o.id LIMIT 1`,
      )
      .pluck()
      .get() ??
    db
      .prepare<[], string>(
        `SELECT p.code FROM products p WHERE EXISTS (SELECT 1 FROM products other
          WHERE other.code_norm = p.code_norm AND other.brand_id <> p.brand_id) ORDER BY p.id LIMIT 1`,
      )
      .pluck()
      .get();
  if (code === undefined) return undefined;
  const priceListCodes = db
    .prepare<[string, string], string>(
      `SELECT b.price_list_code FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.code_norm = ?
      UNION SELECT m.price_list_code FROM oe_codes o JOIN makers m ON m.id = o.maker_id WHERE o.code_norm = ?
      ORDER BY 1`,
    )
    .pluck()
    .all(normaliseCode(code), normaliseCode(code));
  return { code, priceListCodes };
}

/**
 * The words of a description shared by a cluster of equivalent products (several brands), found 2 to 500 times
 * as exact terms (the search also takes each word as a prefix: a margin below its 1,000 cap). Descriptions end
 * with random qualifiers (sizes, sides), so one is this rare at any catalogue size; counted through the index.
 */
function searchWords(db: Database): string | undefined {
  const descriptions = db
    .prepare<[], string>(
      'SELECT p.description FROM products p WHERE EXISTS (SELECT 1 FROM cross_references c WHERE c.product_id = p.id) ORDER BY p.id LIMIT 50',
    )
    .pluck()
    .all();
  const hits = db.prepare<[string], { n: number; brands: number }>(`SELECT count(*) AS n, count(DISTINCT t.brand_id) AS brands
    FROM (SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT 501) f JOIN product_search_tags t ON t.product_id = f.rowid`);
  for (const description of descriptions) {
    const words = queryWords(description);
    const q = words.join(' ');
    if (words.length === 0 || q.length > 100) continue;
    const found = hits.get(`{description brand} : (${words.map((w) => `"${w}"`).join(' AND ')})`);
    if (found && found.n >= 2 && found.n <= 500 && found.brands >= 2) return q;
  }
  return undefined;
}

/**
 * The vehicle catalogue's fixture fields, from version 7's plates and the applications: the first plate (in plate
 * order) of one vehicle and the first of several, the first vehicle with parts and the first item of its parts tree
 * (as the tree names it: a part item's numbers of one axle are an item of their own), and the first product with
 * applications. Parsed by the fixture's schema: a missing value stops there, naming its field.
 */
function vehicles(db: Database): Record<string, unknown> {
  const row = <T>(sql: string) => db.prepare<[], T>(sql).get();
  const plate = row<{ plate: string; vehicleId: number }>(`SELECT plate, min(vehicle_id) AS vehicleId FROM vehicle_plates
    GROUP BY plate HAVING count(*) = 1 ORDER BY plate LIMIT 1`);
  const shared = row<{ plate: string; ids: string }>(`SELECT plate, group_concat(vehicle_id) AS ids FROM
    (SELECT plate, vehicle_id FROM vehicle_plates WHERE plate IN (SELECT plate FROM vehicle_plates GROUP BY plate
      HAVING count(*) > 1 ORDER BY plate LIMIT 1) ORDER BY vehicle_id) GROUP BY plate`);
  const chosen = row<{ makeId: number; modelId: number; firstYear: number; vehicleId: number }>(`SELECT mk.id AS makeId,
      m.id AS modelId, m.year_from AS firstYear, v.id AS vehicleId
    FROM (SELECT vehicle_id FROM vehicle_parts ORDER BY vehicle_id LIMIT 1) vp
    JOIN vehicles v ON v.id = vp.vehicle_id JOIN models m ON m.id = v.model_id JOIN makers mk ON mk.id = m.maker_id`);
  const item = chosen && new VehiclePartsTree(db).itemsTree({ vehicleId: chosen.vehicleId }).find((r) => r.isItem);
  const vehicle = chosen && item && { ...chosen, groupId: item.groupId, itemId: item.itemId };
  const oe = row(`SELECT m.price_list_code AS priceListCode, o.code AS oeCode FROM oe_codes o JOIN makers m ON m.id = o.maker_id
    WHERE EXISTS (SELECT 1 FROM product_oe_codes po WHERE po.oe_code_id = o.id) ORDER BY o.id LIMIT 1`);
  const application = row(`SELECT p.id AS productId, b.price_list_code AS priceListCode, p.code, vp.vehicle_id AS vehicleId
    FROM products p JOIN brands b ON b.id = p.brand_id JOIN product_oe_codes po ON po.product_id = p.id
    JOIN vehicle_parts vp ON vp.oe_code_id = po.oe_code_id ORDER BY p.id, vp.vehicle_id LIMIT 1`);
  return {
    plate,
    sharedPlate: shared && { plate: shared.plate, vehicleIds: shared.ids.split(',').map(Number) },
    vehicle,
    oe,
    application,
  };
}

/**
 * The configurators' fixture fields, from version 8's demo data: the tyre size with the most tyres and its commonest
 * service description, the oil approval the most oils carry, the first car (A–Z) with roof bars and the first vehicle
 * with batteries. Parsed by the fixture's schema: a missing value stops there, naming its field.
 */
function configurators(db: Database): Record<string, unknown> {
  const row = <T>(sql: string) => db.prepare<[], T>(sql).get();
  const tyre =
    row(`SELECT width, ratio AS aspectRatio, diameter AS rimDiameter, load_index AS loadIndex, speed_code AS speedIndex FROM tyres
    WHERE (width, ratio, diameter) = (SELECT width, ratio, diameter FROM tyres GROUP BY width, ratio, diameter
      ORDER BY count(*) DESC, width, ratio, diameter LIMIT 1)
    GROUP BY load_index, speed_code ORDER BY count(*) DESC, load_index, speed_rank LIMIT 1`);
  const oil = row(`SELECT o.type, o.gradation, a.oem_brand AS oemBrand, a.approval AS oemCertify
    FROM oils o JOIN oil_approvals a ON a.product_id = o.product_id
    GROUP BY o.type, o.gradation, a.oem_brand, a.approval ORDER BY count(*) DESC, o.type, o.gradation, a.approval LIMIT 1`);
  // The model as the lists give it: by generation (configurators/generations.ts).
  const roofBars = row(`SELECT manufacturer AS manufacter, maker AS brand, ${generationSql('model', 'year_from', 'year_to')} AS model,
    year_from AS year FROM car_fits
    WHERE kind = 'bar' ORDER BY maker, model, year_from, manufacturer LIMIT 1`);
  const battery = row<{ id: number }>('SELECT vehicle_id AS id FROM battery_vehicles ORDER BY vehicle_id LIMIT 1');
  return { tyre, oil, roofBars, batteryVehicleId: battery?.id };
}

import type { Database } from '../../../../shared/sqlite.ts';
import type { Rng } from '../prng.ts';
import type { ProductWriter } from '../product-page/new-products.ts';
import { BrandProducts, type AccessoryBrand } from './common.ts';

/** The last year of a model still produced (the demo data is of 2025-2026). */
export const CURRENT_YEAR = 2026;
/**
 * Models per maker that get mats, liners and roof bars made to measure: the first ones of the maker's list (the vehicle
 * catalogue numbers them by popularity, makers-data.ts) still sold in 2012 or later.
 */
const MODELS_PER_MAKER = 4;

interface Model {
  id: number;
  maker: string;
  name: string;
  yearFrom: number;
  yearTo: number;
}

const MATS = [
  { type: 'Moquette', brand: { name: 'Lampa', listCode: 'LMP', leadDays: 3, discount: 0.35 }, text: 'in moquette', euros: 39 },
  { type: 'Gomma', brand: { name: 'Rigum', listCode: 'RIG', leadDays: 3, discount: 0.35 }, text: 'in gomma con bordo alto', euros: 45 },
  {
    type: 'Su misura premium',
    brand: { name: 'Lupex', listCode: 'LPX', leadDays: 5, discount: 0.3 },
    text: 'su misura premium in velluto',
    euros: 89,
  },
] as const;
const LINER_BRAND: AccessoryBrand = { name: 'Rezaw-Plast', listCode: 'REZ', leadDays: 5, discount: 0.3 };
const COVER_BRAND: AccessoryBrand = { name: 'Lampa', listCode: 'LMP', leadDays: 3, discount: 0.35 };
const COVER_SIZES = ['S', 'M', 'L', 'XL'] as const;
const BAR_BRANDS: ReadonlyArray<AccessoryBrand & { line: string }> = [
  { name: 'Thule', listCode: 'THU', leadDays: 4, discount: 0.25, line: 'WingBar Evo' },
  { name: 'Menabò', listCode: 'MNB', leadDays: 3, discount: 0.3, line: 'Tema' },
  { name: 'Farad', listCode: 'FRD', leadDays: 3, discount: 0.32, line: 'Kit Iron' },
];
const BAR_TYPES = [
  { type: 'Barre in acciaio', code: 'ST', text: 'in acciaio', euros: 69 },
  { type: 'Barre in alluminio', code: 'AL', text: 'in alluminio', euros: 149 },
  { type: 'Barre per mancorrenti', code: 'MC', text: 'per mancorrenti', euros: 119 },
] as const;

const carName = (m: Model) => `${m.maker} ${m.name} (${m.yearFrom}-${m.yearTo === CURRENT_YEAR ? '' : m.yearTo})`;
const slug = (m: Model) => String(m.id).padStart(4, '0');

/**
 * Accessories by car, for the vehicle catalogue's own makers, models and years: mats (moquette, rubber, premium),
 * a trunk liner and roof bars (two of three bar makers, steel or aluminium, or for roof rails on estates and SUVs)
 * for each maker's most popular models still sold in 2012 or later; a car cover of the right size (4 sizes, indoor and
 * outdoor) for every model. Returns the products' ids.
 */
export function seedCarAccessories(db: Database, rng: Rng, writer: ProductWriter): number[] {
  const fit = db.prepare(`INSERT OR IGNORE INTO car_fits (kind, maker, model, year_from, year_to, product_id, manufacturer, type)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const all = db
    .prepare<[number], Model & { estate: number }>(
      `SELECT m.id, mk.name AS maker, m.name, m.year_from AS yearFrom, coalesce(m.year_to, ?) AS yearTo,
        EXISTS (SELECT 1 FROM vehicles v WHERE v.model_id = m.id AND v.body IN ('SUV', 'Station wagon', 'Monovolume')) AS estate
      FROM models m JOIN makers mk ON mk.id = m.maker_id ORDER BY mk.name, m.name, m.year_from`,
    )
    .all(CURRENT_YEAR);
  const chosen = new Set<number>();
  const byMaker = new Map<string, typeof all>();
  for (const m of all) if (m.yearTo >= 2012) byMaker.set(m.maker, [...(byMaker.get(m.maker) ?? []), m]);
  for (const models of byMaker.values()) {
    for (const m of models.toSorted((a, b) => a.id - b.id).slice(0, MODELS_PER_MAKER)) chosen.add(m.id);
  }

  const ids: number[] = [];
  const mats = MATS.map((mat) => ({ ...mat, products: new BrandProducts(db, writer, rng, mat.brand, 'ACS') }));
  const liners = new BrandProducts(db, writer, rng, LINER_BRAND, 'ACS');
  const bars = BAR_BRANDS.map((brand) => ({ ...brand, products: new BrandProducts(db, writer, rng, brand, 'ACS') }));
  const covers = new BrandProducts(db, writer, rng, COVER_BRAND, 'ACS');
  const coverIds = COVER_SIZES.flatMap((size, index) =>
    (['esterni', 'interni'] as const).map((place) => {
      const euros = (place === 'esterni' ? 49 : 29) + index * 8;
      return covers.add(
        `LMP-TC${place === 'esterni' ? 'E' : 'I'}-${size}`,
        `Telo copriauto per ${place}, taglia ${size}, traspirante`,
        euros,
      );
    }),
  );
  ids.push(...coverIds);

  for (const m of all) {
    const fits = (kind: string, id: number, manufacturer = '', type = '') => {
      fit.run(kind, m.maker, m.name, m.yearFrom, m.yearTo, id, manufacturer, type);
      ids.push(id);
    };
    // A cover by the model's size: both lines of that size.
    const size = Math.min(COVER_SIZES.length - 1, Math.floor(rng.float() * COVER_SIZES.length));
    for (const id of coverIds.slice(size * 2, size * 2 + 2)) fits('cover', id);
    if (!chosen.has(m.id)) continue;

    for (const mat of mats) {
      if (mat.type === 'Su misura premium' && !rng.chance(0.6)) continue;
      const id = mat.products.add(
        `${mat.brand.listCode}-T${slug(m)}`,
        `Tappeti auto ${mat.text} su misura ${carName(m)}, set 4 pezzi`,
        mat.euros,
      );
      fits('mat', id, '', mat.type);
    }
    fits('liner', liners.add(`REZ-V${slug(m)}`, `Vasca baule su misura in TPE ${carName(m)}, bordo rialzato antiscivolo`, 59));
    for (const brand of rng.sample(bars, 2)) {
      const types = m.estate ? [BAR_TYPES[2], BAR_TYPES[1]] : [BAR_TYPES[0], BAR_TYPES[1]];
      for (const bar of types) {
        const code = `${brand.listCode}-B${bar.code}${slug(m)}`;
        const id = brand.products.add(code, `Barre portatutto ${bar.text} ${brand.name} ${brand.line} per ${carName(m)}`, bar.euros);
        fits('bar', id, brand.name, bar.type);
      }
    }
  }
  return ids;
}

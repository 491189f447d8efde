import type { Database } from '../../../../shared/sqlite.ts';
import { SPEED_CODES } from '../../../../shared/contract/configurators.ts';
import type { Rng } from '../prng.ts';
import type { ProductWriter } from '../product-page/new-products.ts';
import { BrandProducts, type AccessoryBrand } from './common.ts';

type Season = 'estiva' | 'invernale' | 'quattro-stagioni';

/** Sizes of Italian cars with their usual service description; 205/55 R16 91V is the commonest. */
const SIZES = `155/70 R13 75T, 165/70 R14 81T, 175/65 R14 82T, 165/65 R15 81T, 175/65 R15 84T, 185/60 R15 84H,
  185/65 R15 88H, 195/65 R15 91H, 195/55 R16 87V, 205/55 R16 91V, 205/60 R16 92H, 215/55 R16 93V, 215/60 R16 95H,
  215/65 R16 98H, 205/50 R17 89V, 215/55 R17 94V, 225/45 R17 91W, 225/50 R17 94W, 235/45 R17 97Y, 225/40 R18 92Y`;

/** Each brand's lines by season. */
const BRANDS: ReadonlyArray<AccessoryBrand & { premium: number; lines: Record<Season, string> }> = [
  {
    name: 'Michelin',
    listCode: 'MIC',
    leadDays: 2,
    discount: 0.28,
    premium: 1.25,
    lines: { estiva: 'Primacy 4+', invernale: 'Alpin 6', 'quattro-stagioni': 'CrossClimate 2' },
  },
  {
    name: 'Pirelli',
    listCode: 'PIR',
    leadDays: 2,
    discount: 0.3,
    premium: 1.2,
    lines: { estiva: 'Cinturato P7', invernale: 'Cinturato Winter 2', 'quattro-stagioni': 'Cinturato All Season SF3' },
  },
  {
    name: 'Bridgestone',
    listCode: 'BRI',
    leadDays: 3,
    discount: 0.3,
    premium: 1.12,
    lines: { estiva: 'Turanza 6', invernale: 'Blizzak 6', 'quattro-stagioni': 'Weather Control A005 Evo' },
  },
  {
    name: 'Continental',
    listCode: 'CON',
    leadDays: 2,
    discount: 0.3,
    premium: 1.18,
    lines: { estiva: 'PremiumContact 7', invernale: 'WinterContact TS 870', 'quattro-stagioni': 'AllSeasonContact 2' },
  },
  {
    name: 'Goodyear',
    listCode: 'GDY',
    leadDays: 3,
    discount: 0.32,
    premium: 1.1,
    lines: { estiva: 'EfficientGrip Performance 2', invernale: 'UltraGrip 9+', 'quattro-stagioni': 'Vector 4Seasons Gen-3' },
  },
  {
    name: 'Hankook',
    listCode: 'HAN',
    leadDays: 4,
    discount: 0.35,
    premium: 0.85,
    lines: { estiva: 'Ventus Prime 4', invernale: 'Winter i*cept RS3', 'quattro-stagioni': 'Kinergy 4S2' },
  },
];

const SEASON_WORD: Record<Season, string> = { estiva: 'estivo', invernale: 'invernale', 'quattro-stagioni': '4 stagioni' };
const CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;

export interface TyreSize {
  width: number;
  ratio: number;
  diameter: number;
  loadIndex: number;
  speedCode: string;
}

export function tyreSizes(): TyreSize[] {
  return SIZES.split(',').map((text) => {
    const [, width, ratio, diameter, load, speed] = /^(\d+)\/(\d+) R(\d+) (\d+)([A-Z])$/.exec(text.trim()) ?? [];
    return { width: Number(width), ratio: Number(ratio), diameter: Number(diameter), loadIndex: Number(load), speedCode: speed ?? 'T' };
  });
}

/** A winter tyre is usually rated one speed code lower (V summer, H winter). */
const lowered = (code: string, by: number) => SPEED_CODES[Math.max(0, SPEED_CODES.indexOf(code as never) - by)] ?? code;

/**
 * Tyres of six brands in twenty sizes, each with its EU label: every brand's summer line in every size, winter and
 * all-season lines in most; 205/55 R16 also in a reinforced (XL) version. The description holds the size as a buyer
 * types it (`205/55 R16 91V`), so catalogue search finds the tyres. Returns the tyres' ids.
 */
export function seedTyres(db: Database, rng: Rng, writer: ProductWriter): number[] {
  const insert = db.prepare(`INSERT OR IGNORE INTO tyres (product_id, width, ratio, diameter, load_index, speed_code, speed_rank,
    season, fuel_class, wet_grip_class, noise_db, noise_class) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ids: number[] = [];
  for (const brand of BRANDS) {
    const products = new BrandProducts(db, writer, rng, brand, 'PNE');
    for (const size of tyreSizes()) {
      const common = size.width === 205 && size.ratio === 55 && size.diameter === 16;
      for (const season of ['estiva', 'invernale', 'quattro-stagioni'] as const) {
        if (season !== 'estiva' && !common && !rng.chance(0.7)) continue;
        const variants = [{ load: size.loadIndex, xl: false }];
        if (common) variants.push({ load: size.loadIndex + 3, xl: true });
        for (const variant of variants) {
          const speed = season === 'invernale' ? lowered(size.speedCode, 1) : size.speedCode;
          const service = `${variant.load}${speed}`;
          const text = `${size.width}/${size.ratio} R${size.diameter} ${service}${variant.xl ? ' XL' : ''}`;
          const line = brand.lines[season];
          const euros = (38 + (size.diameter - 13) * 14 + (size.width - 155) * 0.5) * brand.premium * (season === 'estiva' ? 1 : 1.08);
          const code = `${brand.listCode}${size.width}${size.ratio}${size.diameter}${service}${variant.xl ? 'XL' : ''}-${season.slice(0, 1).toUpperCase()}`;
          const id = products.add(code, `Pneumatico ${SEASON_WORD[season]} ${brand.name} ${line} ${text}`, euros);
          const noiseDb = rng.int(67, 73);
          insert.run(
            id,
            size.width,
            size.ratio,
            size.diameter,
            variant.load,
            speed,
            SPEED_CODES.indexOf(speed as never),
            season,
            rng.weighted(CLASSES.slice(0, 4).map((c, i) => [c, [1, 4, 4, 1][i] ?? 1] as const)),
            season === 'invernale'
              ? rng.pick(['B', 'C'] as const)
              : rng.weighted([
                  ['A', 4],
                  ['B', 4],
                  ['C', 1],
                ] as const),
            noiseDb,
            noiseDb <= 68 ? 'A' : noiseDb <= 71 ? 'B' : 'C',
          );
          ids.push(id);
        }
      }
    }
  }
  return ids;
}

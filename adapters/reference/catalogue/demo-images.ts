import type { CatalogueItem } from '../../../shared/contract/catalogue.ts';
import type { ProductImage } from '../../../shared/contract/product.ts';

/** Where the demo pictures are served from (web/public/immagini/ricambi, copied into the build). */
export const DEMO_IMAGES_PATH = '/immagini/ricambi';
export const DEMO_IMAGE_WIDTH = 800;
export const DEMO_IMAGE_HEIGHT = 600;

/**
 * The demo pictures of each ERP product group (product_groups.code): file slug and what each drawing shows.
 * scripts/demo-images.ts draws them as `<slug>-<n>.svg`, n from 1.
 */
export const DEMO_IMAGES: Readonly<Record<string, { slug: string; views: readonly string[] }>> = {
  FRE: { slug: 'freni', views: ['disco freno', 'pastiglie freno', 'pinza freno'] },
  FIL: { slug: 'filtri', views: ['filtro olio', 'filtro aria', 'filtro abitacolo'] },
  ACC: { slug: 'accensione', views: ['candela', 'bobina'] },
  SOS: { slug: 'sospensioni', views: ['ammortizzatore', 'molla', 'cuscinetto ruota'] },
  STE: { slug: 'sterzo', views: ['testina sterzo', 'scatola sterzo'] },
  TRA: { slug: 'trasmissione', views: ['semiasse', 'disco frizione'] },
  DIS: { slug: 'distribuzione', views: ['cinghia dentata', 'tenditore', 'cinghia Poly-V'] },
  RAF: { slug: 'raffreddamento', views: ['radiatore', 'pompa acqua', 'termostato'] },
  CLI: { slug: 'climatizzazione', views: ['compressore', 'condensatore'] },
  ELE: { slug: 'elettrico', views: ['alternatore', "motorino d'avviamento", 'sensore'] },
  BAT: { slug: 'batterie', views: ['batteria', 'poli della batteria'] },
  ILL: { slug: 'illuminazione', views: ['lampadina', 'faro'] },
  TER: { slug: 'tergicristalli', views: ['spazzola', 'spazzola flat'] },
  CAR: { slug: 'carrozzeria', views: ['specchietto', 'molla a gas'] },
  SCA: { slug: 'scarico', views: ['silenziatore', 'catalizzatore'] },
  MOT: { slug: 'motore', views: ['guarnizione', 'turbocompressore', 'iniettore'] },
  LUB: { slug: 'lubrificanti', views: ['olio motore', 'tanica'] },
  PNE: { slug: 'pneumatici', views: ['pneumatico', 'battistrada'] },
  ACS: { slug: 'accessori', views: ['catene da neve', 'box da tetto'] },
  VAR: { slug: 'varie', views: ['ricambio', 'minuteria'] },
};

/** Every file of the demo pictures, as `<slug>-<n>.svg`. */
export function demoImageFiles(): string[] {
  return Object.values(DEMO_IMAGES).flatMap(({ slug, views }) => views.map((_, index) => `${slug}-${index + 1}.svg`));
}

/**
 * A product's demo pictures: its group's drawings, the main one the drawing its description names ("Disco freno, …"
 * shows the disc first), else one chosen by the id so neighbouring products differ; alt text in Italian with brand,
 * code and description.
 */
export function demoImagesOf(item: CatalogueItem, groupCode: string): ProductImage[] {
  const { slug, views } = DEMO_IMAGES[groupCode] ?? DEMO_IMAGES.VAR ?? { slug: 'varie', views: ['ricambio'] };
  const description = item.description.toLowerCase();
  const named = views.findIndex((view) => description.includes(view.toLowerCase()));
  const start = named >= 0 ? named : item.id % views.length;
  return views.map((_, step) => {
    const index = (start + step) % views.length;
    return {
      url: `${DEMO_IMAGES_PATH}/${slug}-${index + 1}.svg`,
      alt: `${item.brand} ${item.code}, ${item.description}: immagine ${step + 1} di ${views.length}`,
      width: DEMO_IMAGE_WIDTH,
      height: DEMO_IMAGE_HEIGHT,
    };
  });
}

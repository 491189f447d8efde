/**
 * The gearboxes of the gearbox search page (SPEC §2, "Gallery of images"): makers of the demo data and the codes
 * their workshops know them by. scripts/gearbox-images.ts draws each as web/public/immagini/cambi/<slug>.svg.
 */
export interface Gearbox {
  maker: string;
  code: string;
  /** What kind of gearbox it is, in Italian. */
  kind: string;
  /** Forward gears. */
  gears: number;
}

export const GEARBOXES: readonly Gearbox[] = [
  { maker: 'Fiat', code: 'C514', kind: 'manuale', gears: 5 },
  { maker: 'Fiat', code: 'C635', kind: 'manuale', gears: 6 },
  { maker: 'Fiat', code: 'M32', kind: 'manuale', gears: 6 },
  { maker: 'Alfa Romeo', code: 'C635 TCT', kind: 'doppia frizione', gears: 6 },
  { maker: 'Volkswagen', code: '02T', kind: 'manuale', gears: 5 },
  { maker: 'Volkswagen', code: 'DQ200', kind: 'doppia frizione', gears: 7 },
  { maker: 'Renault', code: 'JH3', kind: 'manuale', gears: 5 },
  { maker: 'Renault', code: 'TL4', kind: 'manuale', gears: 6 },
  { maker: 'Peugeot', code: 'MA5', kind: 'manuale', gears: 5 },
  { maker: 'Citroën', code: 'BE4', kind: 'manuale', gears: 5 },
  { maker: 'Ford', code: '6DCT250', kind: 'doppia frizione', gears: 6 },
  { maker: 'Opel', code: 'F17', kind: 'manuale', gears: 5 },
];

export const GEARBOX_IMAGES_PATH = '/immagini/cambi';
export const GEARBOX_IMAGE_WIDTH = 800;
export const GEARBOX_IMAGE_HEIGHT = 600;

/** The file name of a gearbox's picture: maker and code, lower case, letters and digits joined by dashes. */
export function gearboxSlug({ maker, code }: Pick<Gearbox, 'maker' | 'code'>): string {
  return `${maker}-${code}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

import { pageTexts } from '../../../shared/i18n/translate.ts';

/** Texts of the gearbox search page (/ricerca-cambi): they load with its screen. */
const texts = pageTexts(
  {
    JS_GEARBOX_INTRO: 'Le immagini dei cambi per marca e codice: scegli una marca, tocca un’immagine per ingrandirla.',
    JS_GEARBOX_MAKERS: 'Filtra per marca',
    JS_GEARBOX_ALL_MAKERS: 'Tutte le marche',
    JS_GEARBOX_GALLERY: 'Galleria dei cambi',
    JS_GEARBOX_OPEN: 'Ingrandisci il cambio {maker} {code}',
    JS_GEARBOX_DETAILS: '{kind}, {gears} marce',
    JS_GEARBOX_LIGHTBOX: 'Cambi {maker}',
    JS_GEARBOX_LIGHTBOX_ALL: 'Cambi di tutte le marche',
    JS_GEARBOX_EMPTY: 'Nessun cambio per questa marca.',
  },
  {
    JS_GEARBOX_INTRO: 'Gearbox pictures by maker and code: pick a maker, tap a picture to enlarge it.',
    JS_GEARBOX_MAKERS: 'Filter by maker',
    JS_GEARBOX_ALL_MAKERS: 'All makers',
    JS_GEARBOX_GALLERY: 'Gearbox gallery',
    JS_GEARBOX_OPEN: 'Enlarge the {maker} {code} gearbox',
    JS_GEARBOX_DETAILS: '{kind}, {gears} gears',
    JS_GEARBOX_LIGHTBOX: '{maker} gearboxes',
    JS_GEARBOX_LIGHTBOX_ALL: 'Gearboxes of every maker',
    JS_GEARBOX_EMPTY: 'No gearbox for this maker.',
  },
);

export const { italian: gearboxesIt, english: gearboxesEn, t } = texts;

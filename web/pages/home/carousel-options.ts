import type { EmblaOptionsType } from 'embla-carousel';

/** SPEC §9: the homepage carousel autoplays every 3 s. */
export const PROMO_AUTOPLAY_MS = 3000;

/** SPEC §9: three cells per group on a desktop (one at 820 px or less). */
export const PROMO_CELLS_PER_GROUP = 3;

/**
 * Three cells per group (three visible, scrolled together) and one on mobile (820 px or less). The visible
 * count comes from the slide width in CSS; embla's breakpoints change how many scroll at once.
 */
export const promoCarouselOptions: EmblaOptionsType = {
  loop: true,
  align: 'start',
  slidesToScroll: PROMO_CELLS_PER_GROUP,
  breakpoints: {
    '(max-width: 820px)': { slidesToScroll: 1 },
  },
};

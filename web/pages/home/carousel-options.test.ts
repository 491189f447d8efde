import { describe, expect, it } from 'vitest';
import { PROMO_AUTOPLAY_MS, promoCarouselOptions } from './carousel-options.ts';

describe('promo carousel options', () => {
  it('autoplays every 3 s, three cells per group, one at 820 px or less', () => {
    expect(PROMO_AUTOPLAY_MS).toBe(3000);
    expect(promoCarouselOptions.slidesToScroll).toBe(3);
    expect(promoCarouselOptions.breakpoints?.['(max-width: 820px)']?.slidesToScroll).toBe(1);
  });
});

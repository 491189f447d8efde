import { z } from 'zod';
import { GEARBOX_IMAGE_HEIGHT, GEARBOX_IMAGE_WIDTH, GEARBOX_IMAGES_PATH, GEARBOXES, gearboxSlug } from '../../../bff/lib/gearboxes.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/ricerca-cambi` (SPEC §2, gearbox search page): a gallery of gearbox pictures. The maker filter (`marca`) lives in
 * the URL and is applied by the screen, so the data is the same for every filter; an unknown maker shows them all.
 */
export const gearboxSearchPage = definePage('gearboxSearch', {
  query: z.object({ marca: z.string().max(60).optional().catch(undefined) }),
  async load() {
    const gearboxes = GEARBOXES.map((box) => ({
      ...box,
      image: {
        url: `${GEARBOX_IMAGES_PATH}/${gearboxSlug(box)}.svg`,
        alt: `Cambio ${box.maker} ${box.code}, ${box.kind} a ${box.gears} marce`,
        width: GEARBOX_IMAGE_WIDTH,
        height: GEARBOX_IMAGE_HEIGHT,
      },
    }));
    const makers = [...new Set(GEARBOXES.map((box) => box.maker))].sort((a, b) => a.localeCompare(b, 'it'));
    return { makers, gearboxes };
  },
});

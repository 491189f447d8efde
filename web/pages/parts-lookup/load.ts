import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/catalogo-ricambi` (SPEC §2, parts-lookup module page): the provider's frame, whose source the screen asks from
 * the login path (bff/routes/parts-lookup.ts), and the results of the original number it posts. No data of its own.
 */
export const partsLookupPage = definePage('partsLookup', {
  async load() {
    return {};
  },
});

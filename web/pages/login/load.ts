import { z } from 'zod';
import { definePage } from '../../../bff/pages/define-page.ts';

/** `/login?returnTo=`: the form needs no data; where to go next is read by the screen from its own URL. */
export const loginPage = definePage('login', {
  query: z.object({ returnTo: z.string().max(2000).optional() }),
  async load() {
    return {};
  },
});

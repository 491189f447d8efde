import { z } from 'zod';
import { definePage } from '../../../bff/pages/define-page.ts';

/** `/password-dimenticata?inviata=1`: the form needs no data; `inviata` (after a post without JavaScript) is read by the screen. */
export const passwordForgottenPage = definePage('passwordForgotten', {
  query: z.object({ inviata: z.string().max(10).optional() }),
  async load() {
    return {};
  },
});

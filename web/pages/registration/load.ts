import { z } from 'zod';
import { definePage } from '../../../bff/pages/define-page.ts';

/** `/registrazione?inviata=1`: the registration form needs no data; `inviata` follows a post without JavaScript. */
export const registrationPage = definePage('registration', {
  query: z.object({ inviata: z.string().max(10).optional() }),
  async load() {
    return {};
  },
});

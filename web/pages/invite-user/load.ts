import { z } from 'zod';
import { definePage } from '../../../bff/pages/define-page.ts';

/** `/staff/invita`: staff invite a new user for a customer (its code, the person's name and e-mail address). */
export const inviteUserPage = definePage('inviteUser', {
  query: z.object({ cliente: z.string().max(40).optional() }),
  async load() {
    return {};
  },
});

import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../adapters/ports/accounts.ts';
import { isPortError } from '../../../adapters/ports/port-error.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/password-nuova?token=`: the page a recovery mail links to. An expired, used or forged token answers
 * `valid: false` (the screen offers a new link), never an error page.
 */
export const passwordNewPage = definePage('passwordNew', {
  query: z.object({ token: z.string().max(300).default('') }),
  async load({ app, request, query }) {
    try {
      const { username } = await app.ports.accounts.checkPasswordRecovery({ token: query.token }, request.portCtx({ actor: null }));
      return { valid: true, username, minLength: MIN_PASSWORD_LENGTH };
    } catch (error) {
      if (isPortError(error) && (error.reason === 'recovery-link-invalid' || error.reason === 'invalid-input')) {
        return { valid: false, username: null, minLength: MIN_PASSWORD_LENGTH };
      }
      throw error;
    }
  },
});

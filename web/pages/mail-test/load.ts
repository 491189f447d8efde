import { mailTemplates } from '../../../adapters/ports/mail.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/** `/staff/posta/prova`: SPEC §2's mail test page; the test mails go to the staff member's own address. */
export const mailTestPage = definePage('mailTest', {
  async load({ app, request }) {
    const impersonatorId = request.session.actor?.impersonatorId;
    const ctx = request.portCtx();
    const member =
      impersonatorId === undefined
        ? await app.ports.accounts.principal({}, ctx)
        : await app.ports.accounts.account({ userId: impersonatorId }, ctx);
    return { templates: [...mailTemplates], email: member.email };
  },
});

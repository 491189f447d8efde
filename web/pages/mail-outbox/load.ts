import { z } from 'zod';
import { mailStateSchema, mailTemplateSchema, type MailSummary } from '../../../adapters/ports/mail.ts';
import { isPortError } from '../../../adapters/ports/port-error.ts';
import { intFromText } from '../../../shared/ids.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

const PAGE_SIZE = 20;

const rowOf = (m: MailSummary) => ({
  id: m.id,
  createdAt: m.createdAt,
  template: m.template,
  to: m.to.map((r) => r.address).join(', '),
  subject: m.subject,
  state: m.state,
  attempts: m.attempts,
  lastError: m.lastError,
});

/**
 * `/staff/posta?modello=&stato=&pagina=&messaggio=`: the last mails of the outbox, 20 a page, filtered by template
 * and state; `messaggio` previews one. Staff only (the page's role).
 */
export const mailOutboxPage = definePage('mailOutbox', {
  query: z.object({
    modello: mailTemplateSchema.optional().catch(undefined),
    stato: mailStateSchema.optional().catch(undefined),
    pagina: intFromText({ min: 1, max: 10_000 }).catch(1),
    messaggio: intFromText({ min: 1, max: 2 ** 31 })
      .optional()
      .catch(undefined),
  }),
  async load({ app, request, query }) {
    const ctx = request.portCtx();
    const { rows, total } = await app.ports.mail.outbox(
      {
        page: query.pagina,
        pageSize: PAGE_SIZE,
        ...(query.modello ? { template: query.modello } : {}),
        ...(query.stato ? { state: query.stato } : {}),
      },
      ctx,
    );
    let preview = null;
    if (query.messaggio !== undefined) {
      try {
        const message = await app.ports.mail.message({ id: query.messaggio }, ctx);
        const attachments = message.attachments.map(({ index, filename, bytes }) => ({ index, filename, bytes }));
        preview = { ...rowOf(message), text: message.text, attachments };
      } catch (error) {
        if (!isPortError(error) || error.reason !== 'mail-not-found') throw error;
      }
    }
    return {
      rows: rows.map(rowOf),
      total,
      page: query.pagina,
      pageSize: PAGE_SIZE,
      template: query.modello ?? null,
      state: query.stato ?? null,
      preview,
    };
  },
});

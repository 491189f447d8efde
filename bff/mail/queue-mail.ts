import type { FastifyRequest } from 'fastify';
import type { MailAttachment, MailTemplate, Recipient } from '../../adapters/ports/mail.ts';
import { isPortError } from '../../adapters/ports/port-error.ts';
import { t } from '../../shared/i18n/translate.ts';
import type { MailContent } from './mail-content.ts';
import { mailShopOf } from './mail-shop.ts';
import { renderMail } from './render.tsx';

export interface MailToQueue {
  template: MailTemplate;
  to: Recipient[];
  replyTo?: Recipient;
  content: MailContent;
  /** Makes a repeat of the same mail (a retried request) write it once: e.g. `order-confirmation:42`. */
  key?: string;
  /** Files sent with it (a net price list). */
  attachments?: MailAttachment[];
}

/** One line for a header: a line break or another control character in a name or a subject becomes a space. */
// eslint-disable-next-line no-control-regex -- the point is to remove control characters
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const oneLine = (text: string, max: number) => text.replace(CONTROL, ' ').trim().slice(0, max);

const recipient = (r: Recipient): Recipient => {
  const name = r.name === undefined ? '' : oneLine(r.name, 100);
  return name ? { address: r.address, name } : { address: r.address };
};

/**
 * Renders a mail and writes it to the outbox. Never fails the request it belongs to: the mail port down (or a
 * refusal) is logged and answered false; delivery itself happens later, from the outbox.
 */
export async function queueMail(request: FastifyRequest, mail: MailToQueue): Promise<boolean> {
  return (await writeMail(request, mail)) !== null;
}

/**
 * The same, answering the outbox's id of the message written (`written`: a repeat of a keyed mail, the first one is
 * there), or null when it could not be written.
 */
export async function writeMail(request: FastifyRequest, mail: MailToQueue): Promise<number | 'written' | null> {
  const { config, ports, log } = request.server;
  const rendered = renderMail(mail.content, mailShopOf(config, t('JS_SHOP_NAME')));
  try {
    const summary = await ports.mail.send(
      {
        template: mail.template,
        to: mail.to.map(recipient),
        ...(mail.replyTo ? { replyTo: recipient(mail.replyTo) } : {}),
        subject: oneLine(rendered.subject, 200) || mail.template,
        html: rendered.html,
        text: rendered.text,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      },
      // No client-gone signal: the mail is written even when the browser leaves before the reply.
      { requestId: String(request.id), actor: request.session.actor, ...(mail.key ? { idempotencyKey: mail.key } : {}) },
    );
    return summary.id;
  } catch (error) {
    // A repeat of a keyed mail whose content moved on (an order paid since): the first one is in the outbox.
    if (isPortError(error) && error.reason === 'idempotency-key-reused') return 'written';
    log.error({ err: error, template: mail.template }, 'Mail not written to the outbox');
    return null;
  }
}

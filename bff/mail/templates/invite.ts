import { INVITE_DAYS } from '../../../adapters/ports/accounts.ts';
import { t } from '../../../shared/i18n/mail.ts';
import type { MailContent } from '../mail-content.ts';
import { newPasswordPath } from './password-recovery.ts';

/** An invitation to a new user of a customer: the link sets their password, then they log in. */
export function invitation(input: {
  name: string;
  username: string;
  companyName: string;
  staffName: string;
  shopName: string;
  token: string;
}): MailContent {
  return {
    subject: t('MAIL_INVITE_SUBJECT', { shop: input.shopName }),
    greet: input.name,
    blocks: [
      {
        kind: 'text',
        text: t('MAIL_INVITE_TEXT', { staff: input.staffName, shop: input.shopName, company: input.companyName, username: input.username }),
      },
      { kind: 'button', label: t('MAIL_INVITE_LINK'), path: newPasswordPath(input.token) },
      { kind: 'note', text: t('MAIL_INVITE_EXPIRES', { days: INVITE_DAYS }) },
    ],
  };
}

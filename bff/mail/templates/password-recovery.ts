import { RECOVERY_MINUTES } from '../../../adapters/ports/accounts.ts';
import { t } from '../../../shared/i18n/mail.ts';
import { pagePath } from '../../../shared/routes.ts';
import type { MailContent } from '../mail-content.ts';

/** The page a recovery link opens, with its token. */
export function newPasswordPath(token: string): string {
  return `${pagePath('passwordNew')}?${new URLSearchParams({ token }).toString()}`;
}

/** The password-recovery mail: a single-use link to the new-password page, valid RECOVERY_MINUTES. */
export function passwordRecovery(input: { username: string; token: string; shopName: string }): MailContent {
  return {
    subject: t('MAIL_RECOVERY_SUBJECT', { shop: input.shopName }),
    greet: input.username,
    blocks: [
      { kind: 'text', text: t('MAIL_RECOVERY_TEXT', { username: input.username, minutes: RECOVERY_MINUTES }) },
      { kind: 'button', label: t('MAIL_RECOVERY_LINK'), path: newPasswordPath(input.token) },
      { kind: 'note', text: t('MAIL_RECOVERY_IGNORE') },
    ],
  };
}

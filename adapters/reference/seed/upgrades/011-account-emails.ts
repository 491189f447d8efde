import type { DataUpgrade } from './index.ts';

/** The reserved example domain (RFC 2606) every demo address is at: no demo mail can reach a real mailbox. */
export const DEMO_MAIL_DOMAIN = 'example.com';

/**
 * Version 11: every demo user gets an e-mail address at the example domain, from their username
 * (demo@example.com, mario.rossi2@example.com), and every demo customer an address for order mail
 * (ordini.c000001@example.com). It fills only addresses still empty, so nothing a user set changes.
 */
export const accountEmailsData: DataUpgrade = {
  version: 11,
  name: 'account e-mails',
  tables: [],
  apply(db) {
    db.prepare(`UPDATE users SET email = lower(username) || '@' || ? WHERE email IS NULL`).run(DEMO_MAIL_DOMAIN);
    db.prepare(`UPDATE customers SET order_email = 'ordini.' || lower(cdclie_m) || '@' || ? WHERE order_email IS NULL`).run(
      DEMO_MAIL_DOMAIN,
    );
  },
};

import { t } from '../../../shared/i18n/mail.ts';
import type { MailContent } from '../mail-content.ts';

/** Who sent a request from the shop: the customer's company and code, and the user. */
export interface Requester {
  companyName: string;
  customerCode: string;
  username: string;
  email: string;
}

const requesterFacts = (who: Requester): Array<[string, string]> => [
  [t('MAIL_FIELD_CUSTOMER'), `${who.companyName} (${who.customerCode})`],
  [t('MAIL_FIELD_CONTACT'), who.username],
  [t('MAIL_FIELD_EMAIL'), who.email],
];

/** A price-list request, to the shop: which list (a manufacturer's net list, or the general one). */
export function priceListRequest(who: Requester, what: string): MailContent {
  return {
    subject: t('MAIL_PRICE_LIST_SUBJECT', { what }),
    blocks: [
      { kind: 'text', text: t('MAIL_PRICE_LIST_TEXT', { company: who.companyName, what }) },
      { kind: 'facts', rows: requesterFacts(who) },
    ],
  };
}

/** An information request about a product, to the shop, with the customer's message. */
export function informationRequest(who: Requester, product: { code: string; description: string }, message: string): MailContent {
  return {
    subject: t('MAIL_INFO_SUBJECT', { code: product.code }),
    blocks: [
      { kind: 'text', text: t('MAIL_INFO_TEXT', { company: who.companyName }) },
      {
        kind: 'facts',
        rows: [
          [t('MAIL_FIELD_PRODUCT'), `${product.code} – ${product.description}`],
          [t('MAIL_FIELD_MESSAGE'), message],
          ...requesterFacts(who),
        ],
      },
    ],
  };
}

/** A message to the shop from its contact form. */
export function contactMessage(who: Requester, message: string): MailContent {
  return {
    subject: t('MAIL_CONTACT_SUBJECT', { company: who.companyName }),
    blocks: [
      { kind: 'text', text: t('MAIL_CONTACT_TEXT', { company: who.companyName }) },
      { kind: 'facts', rows: [[t('MAIL_FIELD_MESSAGE'), message], ...requesterFacts(who)] },
    ],
  };
}

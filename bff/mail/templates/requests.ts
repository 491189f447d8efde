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

/** An information request about a product, to the shop, with the customer's message and a link to the product. */
export function informationRequest(
  who: Requester,
  product: { code: string; description: string; path?: string },
  message: string,
  contact?: { name: string; email: string; phone: string },
): MailContent {
  const typed: Array<[string, string]> = contact
    ? [
        [t('MAIL_FIELD_CONTACT'), contact.name],
        [t('MAIL_FIELD_EMAIL'), contact.email],
        [t('MAIL_FIELD_PHONE'), contact.phone],
      ]
    : [];
  return {
    subject: t('MAIL_INFO_SUBJECT', { code: product.code }),
    blocks: [
      { kind: 'text', text: t('MAIL_INFO_TEXT', { company: who.companyName }) },
      {
        kind: 'facts',
        rows: [
          [t('MAIL_FIELD_PRODUCT'), `${product.code} – ${product.description}`],
          [t('MAIL_FIELD_MESSAGE'), message],
          ...typed,
          [t('MAIL_FIELD_CUSTOMER'), `${who.companyName} (${who.customerCode})`],
        ],
      },
      ...(product.path ? [{ kind: 'button' as const, label: t('MAIL_PRODUCT_LINK'), path: product.path }] : []),
    ],
  };
}

/** The customer's net price list of a brand, to the account's address, the .xlsx attached. */
export function netPriceList(who: Requester, brand: string, count: number): MailContent {
  return {
    subject: t('MAIL_NET_LIST_SUBJECT', { brand }),
    greet: who.username,
    blocks: [{ kind: 'text', text: t('MAIL_NET_LIST_TEXT', { brand, count: String(count) }) }],
  };
}

/** The acknowledgement of a request, to the account's own address, with what was sent. */
export function requestAcknowledgement(who: Requester, what: string, facts: Array<[string, string]>): MailContent {
  return {
    subject: t('MAIL_REQUEST_ACK_SUBJECT', { what }),
    greet: who.username,
    blocks: [
      { kind: 'text', text: t('MAIL_REQUEST_ACK_TEXT', { what }) },
      ...(facts.length ? [{ kind: 'facts' as const, rows: facts }] : []),
    ],
  };
}

/** The net price list's spreadsheet headings, in the shop's language. */
export function priceListHeadings() {
  return {
    sheet: t('MAIL_SHEET_NAME'),
    code: t('MAIL_SHEET_CODE'),
    description: t('MAIL_SHEET_DESCRIPTION'),
    listPrice: t('MAIL_SHEET_LIST_PRICE'),
    netPrice: t('MAIL_SHEET_NET_PRICE'),
    pack: t('MAIL_SHEET_PACK'),
    ean: t('MAIL_SHEET_EAN'),
  };
}

/** The attachment's file name: the brand's code, only letters, digits and dashes. */
export function priceListFilename(brandCode: string): string {
  return t('MAIL_NET_LIST_FILE', { brand: brandCode.replace(/[^A-Za-z0-9-]+/g, '-') });
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

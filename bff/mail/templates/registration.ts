import { t } from '../../../shared/i18n/mail.ts';
import type { MailContent } from '../mail-content.ts';

/** What a workshop that is not yet a customer sends from the login page. */
export interface RegistrationRequest {
  companyName: string;
  vatNumber: string;
  /** The SDI code or the PEC address for electronic invoices. */
  sdiOrPec: string;
  address: string;
  contactName: string;
  email: string;
  phone: string;
}

const facts = (r: RegistrationRequest): Array<[string, string]> => [
  [t('MAIL_FIELD_COMPANY'), r.companyName],
  [t('MAIL_FIELD_VAT'), r.vatNumber],
  [t('MAIL_FIELD_SDI'), r.sdiOrPec],
  [t('MAIL_FIELD_ADDRESS'), r.address],
  [t('MAIL_FIELD_CONTACT'), r.contactName],
  [t('MAIL_FIELD_EMAIL'), r.email],
  [t('MAIL_FIELD_PHONE'), r.phone],
];

/** The acknowledgement to the workshop's own address, with what it sent. */
export function registrationAcknowledgement(request: RegistrationRequest): MailContent {
  return {
    subject: t('MAIL_REGISTRATION_SUBJECT', { company: request.companyName }),
    greet: request.contactName,
    blocks: [
      { kind: 'text', text: t('MAIL_REGISTRATION_ACK', { company: request.companyName }) },
      { kind: 'facts', rows: facts(request) },
    ],
  };
}

/** The request, to the shop's own mailbox (a reply goes to the workshop). */
export function registrationToShop(request: RegistrationRequest): MailContent {
  return {
    subject: t('MAIL_REGISTRATION_SUBJECT', { company: request.companyName }),
    blocks: [
      { kind: 'text', text: t('MAIL_REGISTRATION_TO_SHOP') },
      { kind: 'facts', rows: facts(request) },
    ],
  };
}

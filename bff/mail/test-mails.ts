import { randomBytes } from 'node:crypto';
import type { MailTemplate } from '../../adapters/ports/mail.ts';
import type { Order } from '../../adapters/ports/orders.ts';
import { t } from '../../shared/i18n/mail.ts';
import type { MailContent } from './mail-content.ts';
import { invitation } from './templates/invite.ts';
import { orderConfirmation } from './templates/order-confirmation.ts';
import { passwordRecovery } from './templates/password-recovery.ts';
import { paymentConfirmation } from './templates/payment-confirmation.ts';
import { registrationAcknowledgement } from './templates/registration.ts';
import { contactMessage, informationRequest, priceListRequest, type Requester } from './templates/requests.ts';

/** The staff member a test mail goes to (SPEC §2 mail test page): their own address only. */
export interface TestRecipient extends Requester {
  shopName: string;
}

/** A sample order for the test confirmation: one line, delivered by van, on agreed terms. */
function sampleOrder(to: TestRecipient): Order {
  const now = new Date().toISOString();
  return {
    id: 1,
    number: 'PROVA-0001',
    placedAt: now,
    status: 'confirmed',
    orderName: t('MAIL_SAMPLE_PRODUCT'),
    orderNotes: t('MAIL_SAMPLE_MESSAGE'),
    vin: '',
    plate: '',
    model: '',
    orderType: '',
    lines: [
      {
        productId: 1,
        brand: 'BOSCH',
        code: '0 986 452 041',
        description: t('MAIL_SAMPLE_PRODUCT'),
        quantity: 2,
        urgent: false,
        note: '',
        vehicle: '',
        unitNetCents: 1250,
        lineNetCents: 2500,
      },
    ],
    address: {
      business: to.companyName,
      street: 'Via Roma 1',
      postalCode: '31100',
      city: 'Treviso',
      stateProvinceRegion: 'TV',
      country: 'Italia',
      isoCountryAlpha2: 'IT',
    },
    fulfilment: { id: 'van', kind: 'van', label: 'Furgone', priceCents: 0 },
    promisedDelivery: null,
    paymentMethod: 'terms',
    paymentState: 'on_terms',
    payments: [],
    netCents: 2500,
    shippingCents: 0,
    vatCents: 550,
    grossCents: 3050,
    placedBy: null,
    placedFor: { userId: 1, name: to.username },
  };
}

/** The sample of each template, addressed to the staff member who asked for it. */
export function testMail(template: MailTemplate, to: TestRecipient): MailContent {
  // A token nobody holds: the sample's link opens the page that offers a new one.
  const token = randomBytes(32).toString('base64url');
  switch (template) {
    case 'password-recovery':
      return passwordRecovery({ username: to.username, token, shopName: to.shopName });
    case 'price-list-request':
      return priceListRequest(to, t('MAIL_SAMPLE_PRICE_LIST'));
    case 'information-request':
      return informationRequest(to, { code: '0 986 452 041', description: t('MAIL_SAMPLE_PRODUCT') }, t('MAIL_SAMPLE_MESSAGE'));
    case 'contact':
      return contactMessage(to, t('MAIL_SAMPLE_MESSAGE'));
    case 'registration':
      return registrationAcknowledgement({
        companyName: t('MAIL_SAMPLE_COMPANY'),
        vatNumber: 'IT01234567897',
        sdiOrPec: 'ABC1234',
        address: 'Via Roma 1, 31100 Treviso (TV)',
        contactName: to.username,
        email: to.email,
        phone: '+39 0422 000000',
      });
    case 'payment-confirmation':
      return paymentConfirmation({ id: 1, number: 'PROVA-0001', grossCents: 3050, customerName: to.username });
    case 'invite':
      return invitation({
        name: to.username,
        username: to.username,
        companyName: to.companyName,
        staffName: to.username,
        shopName: to.shopName,
        token,
      });
    case 'order-confirmation':
      return orderConfirmation(sampleOrder(to));
  }
}

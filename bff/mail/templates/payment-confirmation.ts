import { t } from '../../../shared/i18n/mail.ts';
import { formatEuro } from '../../../shared/money.ts';
import { orderUrl } from '../../../shared/urls/checkout-urls.ts';
import type { MailContent } from '../mail-content.ts';

/** The payment of an order was received: the order is confirmed. */
export function paymentConfirmation(order: { id: number; number: string; grossCents: number; customerName: string }): MailContent {
  return {
    subject: t('MAIL_PAYMENT_SUBJECT', { number: order.number }),
    greet: order.customerName,
    blocks: [
      { kind: 'text', text: t('MAIL_PAYMENT_TEXT', { amount: formatEuro(order.grossCents), number: order.number }) },
      { kind: 'button', label: t('MAIL_ORDER_LINK'), path: orderUrl(order.id) },
    ],
  };
}

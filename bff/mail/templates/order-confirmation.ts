import type { Order } from '../../../adapters/ports/orders.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { t } from '../../../shared/i18n/mail.ts';
import { formatEuro, VAT_RATE_PERCENT } from '../../../shared/money.ts';
import { orderUrl } from '../../../shared/urls/checkout-urls.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';

// A mail is read later: the promised day is written as a date, never "tomorrow".
const arrival = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function paymentText(order: Order): string {
  if (order.paymentState === 'paid') return t('MAIL_ORDER_PAYMENT_PAID');
  if (order.paymentMethod === 'terms') return t('MAIL_ORDER_PAYMENT_TERMS');
  return t(order.paymentMethod === 'card' ? 'MAIL_ORDER_PAYMENT_CARD' : 'MAIL_ORDER_PAYMENT_WALLET');
}

/**
 * The order confirmation, sent when an order is placed: its lines, totals with VAT, the delivery address, the
 * promised delivery, the payment, the order's name and notes, and a link to the order's page.
 */
export function orderConfirmation(order: Order): MailContent {
  const header: Array<[string, string]> = [];
  if (order.orderName) header.push([t('MAIL_ORDER_NAME'), order.orderName]);
  if (order.orderNotes) header.push([t('MAIL_ORDER_NOTES'), order.orderNotes]);
  const { address } = order;
  const blocks: MailBlock[] = [
    { kind: 'text', text: t('MAIL_ORDER_INTRO', { number: order.number, date: formatDateTime(order.placedAt) }) },
    ...(header.length ? [{ kind: 'facts' as const, rows: header }] : []),
    {
      kind: 'table',
      head: [
        t('MAIL_ORDER_COL_CODE'),
        t('MAIL_ORDER_COL_DESCRIPTION'),
        t('MAIL_ORDER_COL_QUANTITY'),
        t('MAIL_ORDER_COL_PRICE'),
        t('MAIL_ORDER_COL_TOTAL'),
      ],
      rows: order.lines.map((line) => [
        `${line.brand} ${line.code}`,
        line.description,
        String(line.quantity),
        formatEuro(line.unitNetCents),
        formatEuro(line.lineNetCents),
      ]),
      numeric: 3,
    },
    {
      kind: 'totals',
      rows: [
        [t('MAIL_ORDER_GOODS'), formatEuro(order.netCents)],
        [t('MAIL_ORDER_SHIPPING', { label: order.fulfilment.label }), formatEuro(order.shippingCents)],
        [t('MAIL_ORDER_VAT', { rate: VAT_RATE_PERCENT }), formatEuro(order.vatCents)],
        [t('MAIL_ORDER_TOTAL'), formatEuro(order.grossCents)],
      ],
    },
    {
      kind: 'facts',
      rows: [
        [
          t('MAIL_ORDER_ADDRESS'),
          [address.business, address.street, `${address.postalCode} ${address.city} (${address.stateProvinceRegion})`, address.country]
            .filter(Boolean)
            .join(', '),
        ],
        [
          t('MAIL_ORDER_DELIVERY'),
          order.promisedDelivery ? arrival.format(new Date(order.promisedDelivery.arrivesBy)) : t('MAIL_ORDER_DELIVERY_UNKNOWN'),
        ],
        [t('MAIL_ORDER_PAYMENT'), paymentText(order)],
      ],
    },
    { kind: 'button', label: t('MAIL_ORDER_LINK'), path: orderUrl(order.id) },
  ];
  return { subject: t('MAIL_ORDER_SUBJECT', { number: order.number }), greet: order.placedFor.name, blocks };
}

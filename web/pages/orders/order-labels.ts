import type { ShownOrder } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';

/** How an order's status, payment state and payment method read in Italian. */
export const statusText = (order: Pick<ShownOrder, 'status'>) =>
  order.status === 'confirmed' ? t('JS_ORDER_STATUS_CONFIRMED') : t('JS_ORDER_STATUS_AWAITING_PAYMENT');

export const paymentStateText = (order: Pick<ShownOrder, 'paymentState'>) =>
  ({ awaiting: t('JS_ORDER_PAYMENT_AWAITING'), paid: t('JS_ORDER_PAYMENT_PAID'), on_terms: t('JS_ORDER_PAYMENT_ON_TERMS') })[
    order.paymentState
  ];

export const methodText = (order: Pick<ShownOrder, 'paymentMethod'>) =>
  ({ card: t('JS_ORDER_METHOD_CARD'), wallet: t('JS_ORDER_METHOD_WALLET'), terms: t('JS_ORDER_METHOD_TERMS') })[order.paymentMethod];

export const promiseText = (order: Pick<ShownOrder, 'promisedDelivery'>) => order.promisedDelivery?.text ?? t('JS_ORDER_NO_PROMISE');

import type { PaymentTerms, ShownOrder } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';

/** How an order's status, payment state and payment method read in the customer's language. */
export const statusText = (order: Pick<ShownOrder, 'status'>) =>
  order.status === 'confirmed' ? t('JS_ORDER_STATUS_CONFIRMED') : t('JS_ORDER_STATUS_AWAITING_PAYMENT');

const paymentStateText = (order: Pick<ShownOrder, 'paymentState'>) =>
  ({ awaiting: t('JS_ORDER_PAYMENT_AWAITING'), paid: t('JS_ORDER_PAYMENT_PAID'), on_terms: t('JS_ORDER_PAYMENT_ON_TERMS') })[
    order.paymentState
  ];

const methodText = (order: Pick<ShownOrder, 'paymentMethod'>) =>
  ({ card: t('JS_ORDER_METHOD_CARD'), wallet: t('JS_ORDER_METHOD_WALLET'), terms: t('JS_ORDER_METHOD_TERMS') })[order.paymentMethod];

/**
 * An order's payment as agreed: on terms, the terms as the ERP names them ("Ri.Ba. 60 giorni fine mese") when known;
 * by card or wallet, how and its state ("Carta · Pagato").
 */
export const paymentText = (order: Pick<ShownOrder, 'paymentMethod' | 'paymentState'>, terms?: PaymentTerms | null) =>
  order.paymentMethod === 'terms' ? (terms?.label ?? methodText(order)) : `${methodText(order)} · ${paymentStateText(order)}`;

export const promiseText = (order: Pick<ShownOrder, 'promisedDelivery'>) => order.promisedDelivery?.text ?? t('JS_ORDER_NO_PROMISE');

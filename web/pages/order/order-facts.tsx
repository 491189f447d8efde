import type { OrderPageReply } from '../../../shared/contract/checkout-pages.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { addressLines } from '../../blocks/addresses/address-text.ts';
import { optionPrice, promiseLine } from '../../blocks/checkout/fulfilment-choice.tsx';
import { paymentText, promiseText, statusText } from '../../blocks/orders/order-labels.ts';
import { DuplicatePayments } from './duplicate-payments.tsx';

/** An order's facts: when and its status, the payment, where and how it travels, and who placed it for whom. */
export function OrderFacts({ order, terms }: Pick<OrderPageReply, 'order' | 'terms'>) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2" data-testid="order-facts">
      <div>
        <dt className="text-slate-600">{t('JS_ORDER_PLACED_AT', { date: formatDateTime(order.placedAt) })}</dt>
        <dd className="font-semibold" data-field="status">
          {statusText(order)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('JS_CO_PAYMENT')}</dt>
        <dd className="font-semibold" data-field="payment">
          {paymentText(order, terms)}
        </dd>
        <DuplicatePayments order={order} />
      </div>
      <div>
        <dt className="text-slate-600">{t('JS_CO_SHIP_TO')}</dt>
        <dd>
          <span className="block font-semibold">{order.address.business}</span>
          {addressLines(order.address).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('JS_CO_SHIP_BY')}</dt>
        <dd>
          <span className="block font-semibold">
            {order.fulfilment.label} · {optionPrice(order.fulfilment)}
          </span>
          <span className="block text-blue-900" data-field="promise">
            {promiseLine(order.fulfilment.kind, promiseText(order), true)}
          </span>
        </dd>
      </div>
      {order.placedBy ? (
        <p className="text-slate-600 sm:col-span-2">
          {t('JS_ORDER_PLACED_BY', { staff: order.placedBy.name, user: order.placedFor.name })}
        </p>
      ) : null}
    </dl>
  );
}

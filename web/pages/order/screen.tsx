import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from '../../router/index.ts';
import { Notice } from '../../ui/notice.tsx';
import { Link } from '../../ui/link.tsx';
import type { OrderOutcome, OrderPageReply } from '../../../shared/contract/checkout-pages.ts';
import { isForbiddenPage } from '../../../shared/contract/guards.ts';
import { followPayment, payOrder } from '../../api/checkout.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { usePageData } from '../../api/page-data.ts';
import { ordersUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { dataKey } from './data-key.ts';
import { notifyWarning } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { addressLines } from '../../blocks/addresses/address-text.ts';
import { optionPrice, promiseLine } from '../../blocks/checkout/fulfilment-choice.tsx';
import { OrderLines } from '../../blocks/checkout/order-lines.tsx';
import { OrderReference } from '../../blocks/checkout/order-reference.tsx';
import { DuplicatePayments } from './duplicate-payments.tsx';
import { paymentText, promiseText, statusText } from '../../blocks/orders/order-labels.ts';

const outcomeTexts = {
  inviato: 'JS_ORDER_OUTCOME_INVIATO',
  pagato: 'JS_ORDER_OUTCOME_PAGATO',
  rifiutato: 'JS_ORDER_OUTCOME_RIFIUTATO',
  abbandonato: 'JS_ORDER_OUTCOME_ABBANDONATO',
  annullato: 'JS_ORDER_OUTCOME_ANNULLATO',
  rimborsato: 'JS_ORDER_OUTCOME_RIMBORSATO',
  'in-attesa': 'JS_ORDER_OUTCOME_IN_ATTESA',
} as const satisfies Record<OrderOutcome, string>;

/**
 * `/area-clienti/ordini/{id}`: one order with its number, status, payment, address, option, promised delivery and
 * lines; also the confirmation after checkout and after the payment provider's page (`?esito=`). An order awaiting
 * payment by card or wallet can be paid (again) from here.
 */
export default function OrderPage() {
  const location = useLocation();
  const page = usePageData('order', dataKey(new URLSearchParams(location.search), location.pathname));
  const title = page.data && !isForbiddenPage(page.data) ? t('JS_ORDER_TITLE', { number: page.data.order.number }) : pageLabel('order');
  return (
    <PageFrame title={title} testId="order-page">
      <PageData page={page} forbiddenTitle={pageLabel('order')}>
        {(data) => <Order data={data} />}
      </PageData>
    </PageFrame>
  );
}

function Order({ data }: { data: OrderPageReply }) {
  const { order, outcome, terms } = data;
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const key = useMemo(() => newIdempotencyKey(), [order.id, order.paymentState]); // eslint-disable-line react-hooks/exhaustive-deps
  const canPay = order.paymentState === 'awaiting' && order.paymentMethod !== 'terms';
  const failed = outcome === 'rifiutato' || outcome === 'abbandonato' || outcome === 'annullato';

  async function pay() {
    setPaying(true);
    try {
      followPayment(await payOrder(order.id, key), navigate);
    } catch (error) {
      notifyWarning(error);
      setPaying(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {outcome ? (
        <Notice tone={failed ? 'danger' : 'success'} role={failed ? 'alert' : 'status'} className="p-3 text-base font-semibold" data-testid="order-outcome">
          {t(outcomeTexts[outcome])}
        </Notice>
      ) : null}
      <OrderReference name={order.nomeOrdine} notes={order.noteOrdine} />
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
      {canPay ? (
        <div>
          <Button onClick={() => void pay()} disabled={paying} data-testid="pay-now">
            {t('JS_ORDER_PAY_NOW')}
          </Button>
        </div>
      ) : null}
      <OrderLines
        lines={order.lines.map((line, index) => ({ ...line, key: index }))}
        totals={order}
        shippingLabel={order.fulfilment.label}
      />
      <Link to={ordersUrl()} className="text-sm text-blue-800 underline">
        {t('JS_ORDERS_ALL')}
      </Link>
    </div>
  );
}

import { Notice } from '../../ui/notice.tsx';
import { Link } from '../../ui/link.tsx';
import type { OrderOutcome, OrderPageReply } from '../../../shared/contract/checkout-pages.ts';
import { isForbiddenPage } from '../../../shared/contract/guards.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { ordersUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { dataKey } from './data-key.ts';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { OrderLines } from '../../blocks/checkout/order-lines.tsx';
import { OrderReference } from '../../blocks/checkout/order-reference.tsx';
import { OrderFacts } from './order-facts.tsx';
import { PayNow } from './pay-now.tsx';

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
  const page = usePageDataAt('order', dataKey);
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
  const canPay = order.paymentState === 'awaiting' && order.paymentMethod !== 'terms';
  const failed = outcome === 'rifiutato' || outcome === 'abbandonato' || outcome === 'annullato';
  return (
    <div className="flex flex-col gap-6">
      {outcome ? (
        <Notice
          tone={failed ? 'danger' : 'success'}
          role={failed ? 'alert' : 'status'}
          className="p-3 text-base font-semibold"
          data-testid="order-outcome"
        >
          {t(outcomeTexts[outcome])}
        </Notice>
      ) : null}
      <OrderReference name={order.nomeOrdine} notes={order.noteOrdine} />
      <OrderFacts order={order} terms={terms} />
      {canPay ? <PayNow order={order} /> : null}
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

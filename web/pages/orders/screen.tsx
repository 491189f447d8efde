import { Link } from '../../ui/link.tsx';
import type { OrdersPageReply } from '../../../shared/contract/checkout-pages.ts';
import type { PaymentTerms } from '../../../shared/contract/checkout.ts';
import { formatEuro } from '../../../shared/money.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { orderUrl, ordersUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import type { Column } from '../../ui/table.tsx';
import { paymentText, promiseText, statusText } from '../../blocks/orders/order-labels.ts';
import { ListedPageTable } from '../../blocks/page-screen/listed-page-table.tsx';

type OrderRow = OrdersPageReply['rows'][number];

/**
 * The orders' columns (the payment of an order on terms named by the customer's terms); on a phone the secondary
 * ones fold under the number: the row stays readable without scrolling.
 */
const columnsFor = (terms: PaymentTerms | null): Column<OrderRow>[] => [
  {
    key: 'number',
    header: t('JS_ORDERS_COL_NUMBER'),
    cell: (order) => (
      <>
        <Link to={orderUrl(order.id)} className="font-mono font-semibold text-blue-800 underline">
          {order.number}
        </Link>
        <span className="block text-xs text-slate-600">{statusText(order)}</span>
      </>
    ),
  },
  { key: 'date', header: t('JS_ORDERS_COL_DATE'), secondary: true, cell: (order) => formatDateTime(order.placedAt) },
  { key: 'name', header: t('JS_ORDERS_COL_NAME'), secondary: true, cell: (order) => order.nomeOrdine },
  {
    key: 'lines',
    header: t('JS_ORDERS_COL_LINES'),
    secondary: true,
    numeric: true,
    className: 'tabular-nums',
    cell: (order) => formatCount(order.lines),
  },
  {
    key: 'total',
    header: t('JS_ORDERS_COL_TOTAL'),
    numeric: true,
    className: 'tabular-nums',
    cell: (order) => formatEuro(order.grossCents),
  },
  { key: 'payment', header: t('JS_ORDERS_COL_PAYMENT'), secondary: true, cell: (order) => paymentText(order, terms) },
  { key: 'delivery', header: t('JS_ORDERS_COL_DELIVERY'), secondary: true, cell: promiseText },
];

/** `/area-clienti/ordini`: the customer's orders, newest first, with status, payment and promised delivery. */
export default function OrdersPage() {
  const page = usePageDataAt('orders', dataKey);
  return (
    <PageFrame title={pageLabel('orders')} testId="orders-page">
      <Link to={pagePath('account')} className="self-start text-sm text-blue-800 underline">
        {pageLabel('account')}
      </Link>
      <PageData page={page} forbiddenTitle={pageLabel('orders')}>
        {(data) => <OrdersTable data={data} />}
      </PageData>
    </PageFrame>
  );
}

function OrdersTable({ data }: { data: OrdersPageReply }) {
  return (
    <ListedPageTable
      name="orders"
      columns={columnsFor(data.terms)}
      reply={data}
      rowKey={(order) => order.id}
      rowProps={(order) => ({ 'data-order': order.number })}
      empty={t('JS_ORDERS_EMPTY')}
      hrefFor={ordersUrl}
      className="sm:min-w-[44rem]"
      data-testid="orders"
    />
  );
}

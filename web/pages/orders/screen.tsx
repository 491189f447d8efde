import { Link, useLocation } from 'react-router';
import type { OrdersPageReply } from '../../../shared/contract/checkout-pages.ts';
import { isForbiddenPage } from '../../../shared/contract/guards.ts';
import { formatEuro } from '../../../shared/money.ts';
import { usePageData } from '../../api/page-data.ts';
import { orderUrl, ordersUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { ScrollX } from '../../ui/scroll-x.tsx';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pageDataKeys } from '../../../shared/urls/page-url-state.ts';
import { Forbidden } from '../../ui/forbidden.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import { paymentStateText, promiseText, statusText } from './order-labels.ts';

const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
/** Columns a phone folds into the order's first cell instead of scrolling sideways. */
const wide = 'hidden sm:table-cell';

/** `/area-clienti/ordini`: the customer's orders, newest first, with status, payment and promised delivery. */
export function OrdersPage() {
  const location = useLocation();
  const page = usePageData('orders', pageDataKeys.orders(new URLSearchParams(location.search)));
  return (
    <PageFrame title={pageLabel('orders')} testId="orders-page">
      {page.error && !page.data ? (
        <LoadFailed onRetry={() => void page.mutate()} />
      ) : !page.data ? (
        <Loading />
      ) : isForbiddenPage(page.data) ? (
        <Forbidden title={pageLabel('orders')} text={page.data.message} />
      ) : (
        <OrdersTable data={page.data} />
      )}
    </PageFrame>
  );
}

function OrdersTable({ data }: { data: OrdersPageReply }) {
  if (data.total === 0) return <p className="text-slate-700">{t('JS_ORDERS_EMPTY')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ScrollX label={pageLabel('orders')} className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm sm:min-w-[44rem]" data-testid="orders">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={head}>
                {t('JS_ORDERS_COL_NUMBER')}
              </th>
              <th scope="col" className={`${head} ${wide}`}>
                {t('JS_ORDERS_COL_DATE')}
              </th>
              <th scope="col" className={`${head} ${wide}`}>
                {t('JS_ORDERS_COL_NAME')}
              </th>
              <th scope="col" className={`${head} ${wide} text-right`}>
                {t('JS_ORDERS_COL_LINES')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('JS_ORDERS_COL_TOTAL')}
              </th>
              <th scope="col" className={`${head} ${wide}`}>
                {t('JS_ORDERS_COL_PAYMENT')}
              </th>
              <th scope="col" className={`${head} ${wide}`}>
                {t('JS_ORDERS_COL_DELIVERY')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {data.rows.map((order) => (
              <tr key={order.id} data-order={order.number}>
                <th scope="row" className="px-3 py-2 text-left font-mono font-semibold">
                  <Link to={orderUrl(order.id)} className="text-blue-800 underline">
                    {order.number}
                  </Link>
                  <span className="block font-sans text-xs font-normal text-slate-600">{statusText(order)}</span>
                  {/* On a phone the other columns fold under the number: the row stays readable without scrolling. */}
                  <span className="mt-1 block font-sans text-xs font-normal text-slate-700 sm:hidden" data-testid="order-row-details">
                    <span className="block">{formatDateTime(order.placedAt)}</span>
                    {order.nomeOrdine ? <span className="block">{order.nomeOrdine}</span> : null}
                    <span className="block">{paymentStateText(order)}</span>
                    <span className="block">{promiseText(order)}</span>
                  </span>
                </th>
                <td className={`px-3 py-2 ${wide}`}>{formatDateTime(order.placedAt)}</td>
                <td className={`px-3 py-2 ${wide}`}>{order.nomeOrdine}</td>
                <td className={`px-3 py-2 text-right tabular-nums ${wide}`}>{formatCount(order.lines)}</td>
                <td className="px-3 py-2 text-right align-top tabular-nums">{formatEuro(order.grossCents)}</td>
                <td className={`px-3 py-2 ${wide}`}>{paymentStateText(order)}</td>
                <td className={`px-3 py-2 ${wide}`}>{promiseText(order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
      <Pager page={data.page} pages={Math.ceil(data.total / data.pageSize)} hrefFor={ordersUrl} />
    </div>
  );
}

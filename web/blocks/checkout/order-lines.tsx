import type { CheckoutTotals } from '../../../shared/contract/checkout-pages.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { Table, type Column } from '../../ui/table.tsx';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { Panel } from '../../ui/panel.tsx';

/** What a line shows in the review and on an order's page (a cart line and an order line both have it). */
export interface ShownLine {
  key: string | number;
  brand: string;
  code: string;
  description: string;
  quantity: number;
  urgent: boolean;
  note: string;
  unitNetCents: number;
  lineNetCents: number;
}

/** On a phone quantity and unit price fold under the item: no sideways scrolling. */
const columns: Column<ShownLine>[] = [
  {
    key: 'item',
    header: t('JS_CO_COL_ITEM'),
    cell: (line) => (
      <>
        <span className="text-xs font-semibold text-slate-500 uppercase">{line.brand}</span>{' '}
        <span className="font-mono font-semibold text-slate-900">{line.code}</span>
        <span className="block text-slate-700">{line.description}</span>
        {line.urgent ? <span className="text-xs font-semibold text-orange-800">{t('JS_CO_URGENT')}</span> : null}
        {line.note ? <span className="block text-xs text-slate-600">{line.note}</span> : null}
      </>
    ),
  },
  {
    key: 'quantity',
    header: t('JS_CO_COL_QUANTITY'),
    numeric: true,
    secondary: true,
    className: 'tabular-nums',
    cell: (line) => formatCount(line.quantity),
  },
  {
    key: 'price',
    header: t('JS_CO_COL_PRICE'),
    numeric: true,
    secondary: true,
    className: 'tabular-nums',
    cell: (line) => formatEuro(line.unitNetCents),
  },
  {
    key: 'total',
    header: t('JS_CO_COL_TOTAL'),
    numeric: true,
    className: 'font-semibold tabular-nums',
    cell: (line) => formatEuro(line.lineNetCents),
  },
];

/** The lines of an order (or of the cart under review) and its totals: goods, delivery, 22 % VAT, total. */
export function OrderLines({ lines, totals, shippingLabel }: { lines: ShownLine[]; totals: CheckoutTotals; shippingLabel: string }) {
  return (
    <Panel title={t('JS_CO_LINES')} headingId="order-lines">
      <Table
        label={t('JS_CO_LINES')}
        columns={columns}
        rows={lines}
        rowKey={(line) => line.key}
        rowProps={(line) => ({ 'data-code': line.code })}
        empty={null}
        framed={false}
        className="sm:min-w-[32rem]"
        data-testid="order-lines"
      />
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums" data-testid="order-totals">
        <dt className="text-slate-700">{t('JS_CO_GOODS')}</dt>
        <dd className="text-right">{formatEuro(totals.netCents)}</dd>
        <dt className="text-slate-700">
          {t('JS_CO_SHIPPING')} <span className="text-xs text-slate-500">({shippingLabel})</span>
        </dt>
        <dd className="text-right">{totals.shippingCents === 0 ? t('JS_CO_FREE') : formatEuro(totals.shippingCents)}</dd>
        <dt className="text-slate-700">{t('JS_CO_VAT')}</dt>
        <dd className="text-right">{formatEuro(totals.vatCents)}</dd>
        <dt className="font-semibold text-slate-900">{t('JS_CO_TOTAL')}</dt>
        <dd className="text-right text-lg font-bold text-slate-900" data-field="gross">
          {formatEuro(totals.grossCents)}
        </dd>
      </dl>
    </Panel>
  );
}

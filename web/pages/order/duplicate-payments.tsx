import type { ShownOrder } from '../../../shared/contract/checkout.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../../shared/i18n/checkout.ts';

/**
 * Payments approved after the order was already paid (a second tab, an older payment page): the order has one
 * payment, these were given back, or are being given back. Nothing when there are none.
 */
export function DuplicatePayments({ order }: { order: Pick<ShownOrder, 'payments'> }) {
  const duplicates = order.payments.filter((payment) => payment.state === 'duplicate' || payment.state === 'refunded');
  if (duplicates.length === 0) return null;
  return (
    <dd data-field="duplicate-payments">
      <ul className="mt-1 flex flex-col gap-1 text-slate-700">
        {duplicates.map((payment) => (
          <li key={payment.providerRef} data-state={payment.state}>
            {t(payment.state === 'refunded' ? 'JS_ORDER_DUPLICATE_REFUNDED' : 'JS_ORDER_DUPLICATE_REFUNDING')} ·{' '}
            <span className="tabular-nums">{formatEuro(payment.amountCents)}</span>
          </li>
        ))}
      </ul>
    </dd>
  );
}

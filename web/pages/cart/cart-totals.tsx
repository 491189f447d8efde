import { useEffect, useRef } from 'react';
import { useNavigate } from '../../router/index.ts';
import type { CartView, OrderTypeView } from '../../../shared/contract/cart.ts';
import type { CartPageReply } from '../../../shared/contract/cart-page.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button } from '../../ui/button.tsx';

/**
 * The cart's totals (net, 22 % VAT, gross), what the order type does to them, and "proceed" to checkout. While the
 * cart refreshes after a change of urgency or order type the totals say so and "proceed" waits (SPEC §4).
 */
export function CartTotals({
  cart,
  lines: all,
  orderType,
  refreshing,
}: {
  cart: CartView;
  /** Every line of the cart, not only the page shown. */
  lines: CartPageReply['lines'];
  orderType: OrderTypeView | undefined;
  refreshing: boolean;
}) {
  const navigate = useNavigate();
  const proceed = () => void navigate(pagePath('checkoutShipping'));
  const lines = t('JS_CART_LINES_COUNT', {
    lines: t.plural('JS_CART_LINE_COUNT', all.total),
    pieces: t.plural('JS_CART_PIECE_COUNT', all.pieces),
  });
  return (
    <section
      aria-label={t('JS_CART_GROSS')}
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="cart-totals"
      aria-busy={refreshing}
    >
      <p className="text-sm text-slate-600">{lines}</p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt className="text-slate-700">{t('JS_CART_NET')}</dt>
        <dd className="text-right" data-field="net">
          {formatEuro(cart.netCents)}
        </dd>
        <dt className="text-slate-700">{t('JS_CART_VAT')}</dt>
        <dd className="text-right" data-field="vat">
          {formatEuro(cart.vatCents)}
        </dd>
        <dt className="font-semibold text-slate-900">{t('JS_CART_GROSS')}</dt>
        <dd className="text-right text-lg font-bold text-slate-900" data-field="gross">
          {formatEuro(cart.grossCents)}
        </dd>
      </dl>
      {orderType && orderType.discountPercent > 0 ? (
        <p className="mt-2 text-xs text-green-800">{t('JS_CART_DISCOUNT_NOTE', { percent: orderType.discountPercent })}</p>
      ) : null}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {refreshing ? t('JS_CART_REFRESHING') : ''}
      </p>
      {all.total > 0 ? (
        // On a phone the bar at the bottom of the screen holds "proceed".
        <Button className="mt-2 w-full max-lg:hidden" disabled={refreshing} onClick={proceed} data-testid="cart-proceed">
          {t('JS_CART_PROCEED')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * On a phone the totals come after the lines and the order data: this bar keeps the total and "proceed" in view at
 * the bottom of the screen. Its height goes to `--bottom-bar`, which the snackbar stays above.
 */
export function CartStickyBar({ cart, refreshing }: { cart: CartView; refreshing: boolean }) {
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--bottom-bar', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-bar');
    };
  }, []);
  return (
    <div
      ref={bar}
      className="sticky bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white py-3 shadow-[0_-4px_8px_-4px_rgb(0_0_0/0.15)] lg:hidden"
      data-testid="cart-sticky-bar"
    >
      <p className="flex flex-col tabular-nums">
        <span className="text-xs text-slate-600">{t('JS_CART_GROSS')}</span>
        <span className="text-lg font-bold text-slate-900">{formatEuro(cart.grossCents)}</span>
      </p>
      <Button disabled={refreshing} onClick={() => void navigate(pagePath('checkoutShipping'))}>
        {t('JS_CART_PROCEED')}
      </Button>
    </div>
  );
}

import { isOverLineLimit, MAX_LINE_QUANTITY } from '../cart-limits.ts';
import type { CartItemView as CartItem, CartView as Cart } from '../contract/cart.ts';
import { VAT_RATE_PERCENT, formatEuro } from '../money.ts';
import { t } from '../i18n/server.ts';
import { formatCount } from '../i18n/translate.ts';
import { pagePath } from '../routes.ts';
import { FragmentAction } from './action-names.ts';

/**
 * The header cart dropdown (GET /cart/refresh-cart-ajax), rendered by the BFF with renderToStaticMarkup:
 * plain props, no hooks, no browser-only imports. Clicks are handled by the SPA through data-action.
 */
export function HeaderCart({ cart }: { cart: Cart | null }) {
  const items = cart?.items ?? [];
  return (
    <section className="header-cart flex flex-col gap-3" data-cart-id={cart?.idCart} aria-label={t('JS_CART_TITLE')}>
      <header className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{t('JS_CART_TITLE')}</h2>
        <button
          type="button"
          data-action={FragmentAction.closeCart}
          className="cursor-pointer rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {t('JS_CLOSE')}
        </button>
      </header>
      {items.length === 0 ? (
        <>
          <p className="pt-4 text-center text-sm text-slate-600" data-cart-empty="">
            {t('JS_CART_EMPTY')}
          </p>
          {/* Quick order and the other carts are on the cart page. */}
          <p className="pb-2 text-center text-sm text-slate-600">{t('JS_CART_EMPTY_PAGE_HINT')}</p>
          <GoToCart />
        </>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200 border-y border-slate-200">
            {items.map((item) => (
              <HeaderCartLine key={item.orderItemId} item={item} />
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-cart-totals="">
            <dt className="text-slate-600">{t('JS_CART_NET_TOTAL')}</dt>
            <dd className="text-right tabular-nums" data-total="net">
              {formatEuro(cart?.netCents ?? 0)}
            </dd>
            <dt className="text-slate-600">{t('JS_CART_VAT', { rate: VAT_RATE_PERCENT })}</dt>
            <dd className="text-right tabular-nums" data-total="vat">
              {formatEuro(cart?.vatCents ?? 0)}
            </dd>
            <dt className="font-semibold text-slate-900">{t('JS_CART_GROSS_TOTAL')}</dt>
            <dd className="text-right font-semibold tabular-nums text-slate-900" data-total="gross">
              {formatEuro(cart?.grossCents ?? 0)}
            </dd>
          </dl>
          <GoToCart />
        </>
      )}
    </section>
  );
}

function GoToCart() {
  return (
    <a
      href={pagePath('cart')}
      data-action={FragmentAction.navigate}
      className="inline-flex h-10 items-center justify-center rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
    >
      {t('JS_CART_GO_TO_CART')}
    </a>
  );
}

function HeaderCartLine({ item }: { item: CartItem }) {
  return (
    <li className="flex flex-col gap-0.5 py-2 text-sm" data-product-id={item.productId}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0">
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{item.brand}</span>{' '}
          <span className="font-mono font-semibold text-slate-900">{item.code}</span>
        </span>
        <span className="shrink-0 font-semibold tabular-nums text-slate-900">{formatEuro(item.lineNetCents)}</span>
      </div>
      <p className="text-slate-700">{item.description}</p>
      <p className="flex gap-2 text-xs text-slate-500">
        <span>{t('JS_CART_ITEM_QUANTITY', { quantity: item.quantity })}</span>
        {item.fgurgente === 'S' ? <span className="font-semibold text-orange-700">{t('JS_CART_ITEM_URGENT')}</span> : null}
      </p>
      {isOverLineLimit(item.quantity) ? (
        <p className="font-semibold text-red-800" data-line-over-limit="">
          {t('JS_CART_LINE_OVER_LIMIT', { code: item.code, limit: formatCount(MAX_LINE_QUANTITY) })}
        </p>
      ) : null}
    </li>
  );
}

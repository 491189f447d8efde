import { t } from '../i18n/server.ts';

/**
 * The header cart button's content (GET /cart/container-cart-ajax), rendered by the BFF with
 * renderToStaticMarkup. The SPA puts it inside its button, so the hidden sentence is the button's name.
 */
export function CartContainer({ lines, quantity }: { lines: number; quantity: number }) {
  return (
    <span className="cart-container inline-flex items-center gap-2" data-cart-lines={lines} data-cart-quantity={quantity}>
      <span className="relative inline-flex" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
          <path d="M2 3h3l2.6 12.4a1.5 1.5 0 0 0 1.5 1.1h8.8a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
        </svg>
        <span
          className={
            lines > 0
              ? 'absolute -top-2 -right-2 min-w-5 rounded-full bg-orange-700 px-1 text-center text-xs leading-5 font-bold text-white'
              : 'absolute -top-2 -right-2 min-w-5 rounded-full bg-slate-500 px-1 text-center text-xs leading-5 font-bold text-white'
          }
          data-cart-count=""
        >
          {lines}
        </span>
      </span>
      <span className="text-sm font-semibold max-[480px]:hidden" aria-hidden="true">
        {t('JS_CART')}
      </span>
      <span className="sr-only">
        {t('JS_CART_COUNT_LABEL', { lines: t.plural('JS_CART_LINE_COUNT', lines), pieces: t.plural('JS_CART_PIECE_COUNT', quantity) })}
      </span>
    </span>
  );
}

import { Link } from '../../ui/link.tsx';
import { t } from '../../../shared/i18n/checkout.ts';
import { pagePath } from '../../../shared/routes.ts';
import { buttonClass } from '../../ui/button.tsx';

/** Either checkout step with an empty cart: nothing to order, and the way back to the cart. */
export function EmptyCheckout() {
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-6"
      data-testid="checkout-empty"
    >
      <p className="font-semibold text-slate-900">{t('JS_CO_EMPTY')}</p>
      <Link to={pagePath('cart')} className={buttonClass({ variant: 'outline' })}>
        {t('JS_CO_BACK_TO_CART')}
      </Link>
    </div>
  );
}

import { Link } from '../../ui/link.tsx';
import { t } from '../../../shared/i18n/checkout.ts';
import { pagePath } from '../../../shared/routes.ts';
import { cn } from '../../ui/cn.ts';

const steps = [
  { key: 'JS_CO_STEP_CART', href: pagePath('cart') },
  { key: 'JS_CO_STEP_SHIPPING', href: pagePath('checkoutShipping') },
  { key: 'JS_CO_STEP_PAYMENT', href: null },
] as const;

/** Where the customer is in checkout: cart, shipping, payment and review. The steps behind are links back. */
export function CheckoutSteps({ current }: { current: 1 | 2 }) {
  return (
    <nav aria-label={t('JS_CO_STEPS')}>
      <ol className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-center gap-2" aria-current={index === current ? 'step' : undefined}>
            <span
              className={cn(
                'inline-flex size-6 items-center justify-center rounded-full text-xs font-bold',
                index <= current ? 'bg-blue-800 text-white' : 'bg-slate-200 text-slate-700',
              )}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {index < current && step.href ? (
              <Link to={step.href} className="text-blue-800 underline">
                {t(step.key)}
              </Link>
            ) : (
              <span className={index === current ? 'font-semibold text-slate-900' : 'text-slate-600'}>{t(step.key)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

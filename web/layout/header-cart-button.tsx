import { useEffect, useRef, useState } from 'react';
import { onCartChanged, useCartContainerHtml } from '../api/cart.ts';
import { FragmentAction } from '../../shared/fragments/action-names.ts';
import { onFragmentAction } from '../fragments/actions.ts';
import { t } from '../../shared/i18n/translate.ts';
import { cn } from '../ui/cn.ts';
import { onDemand } from '../ui/on-demand.tsx';

const HeaderCartDropdownOnDemand = onDemand(() => import('./header-cart-dropdown.tsx').then((m) => m.HeaderCartDropdown));

/**
 * The header cart (logged-in users): the button shows the container fragment (rendered by the server with the
 * page); the dropdown below it fetches the header-cart fragment every time it opens.
 */
export function HeaderCartButton() {
  const { data: containerHtml } = useCartContainerHtml(true);
  const [open, setOpen] = useState(false);
  const [blinks, setBlinks] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => onFragmentAction(FragmentAction.closeCart, () => setOpen(false)), []);
  useEffect(() => onFragmentAction(FragmentAction.navigate, () => setOpen(false)), []);
  useEffect(() => onCartChanged(() => setBlinks((n) => n + 1)), []);

  return (
    <>
      <button
        type="button"
        ref={button}
        onClick={() => setOpen((now) => !now)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex h-10 cursor-pointer items-center rounded-md px-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        data-testid="header-cart-button"
      >
        <span key={blinks} className={cn('inline-flex rounded px-1', blinks > 0 && 'cart-blink')} onAnimationEnd={() => setBlinks(0)}>
          {containerHtml !== undefined ? (
            <span className="inline-flex" dangerouslySetInnerHTML={{ __html: containerHtml }} />
          ) : (
            <span className="inline-flex items-center gap-2 text-sm font-semibold">{t('JS_CART')}</span>
          )}
        </span>
      </button>
      <HeaderCartDropdownOnDemand needed={open} open={open} onOpenChange={setOpen} anchor={button} />
    </>
  );
}

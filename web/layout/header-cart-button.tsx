import { useEffect, useRef, useState } from 'react';
import { onCartChanged, useCartContainerHtml } from '../api/cart.ts';
import { FragmentAction } from '../../shared/fragments/action-names.ts';
import { onFragmentAction } from '../fragments/actions.ts';
import { t } from '../../shared/i18n/translate.ts';
import { Button } from '../ui/button.tsx';
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
      <Button
        variant="inverse"
        ref={button}
        onClick={() => setOpen((now) => !now)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="px-2 font-normal"
        data-testid="header-cart-button"
      >
        <span key={blinks} className={cn('inline-flex rounded px-1', blinks > 0 && 'cart-blink')} onAnimationEnd={() => setBlinks(0)}>
          {containerHtml !== undefined ? (
            <span className="inline-flex" dangerouslySetInnerHTML={{ __html: containerHtml }} />
          ) : (
            <span className="inline-flex items-center gap-2 text-sm font-semibold">{t('JS_CART')}</span>
          )}
        </span>
      </Button>
      <HeaderCartDropdownOnDemand needed={open} open={open} onOpenChange={setOpen} anchor={button} />
    </>
  );
}

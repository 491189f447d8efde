import { useEffect, useRef, useState } from 'react';
import { fetchHeaderCartHtml, onCartChanged, refreshCartContainer, useCartContainerHtml } from '../api/cart.ts';
import { FragmentAction } from '../fragments/action-names.ts';
import { onFragmentAction } from '../fragments/actions.ts';
import { t } from '../i18n/translate.ts';
import { notifyGenericError } from '../session/notify.ts';
import { cn } from '../ui/cn.ts';
import { LoadFailed } from '../ui/load-failed.tsx';
import { Loading } from '../ui/loading.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';

type DropdownContent = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' };

/**
 * The header cart (logged-in users): the button shows the container fragment; the dropdown fetches the
 * header-cart fragment again every time it opens, with a spinner meanwhile.
 */
export function HeaderCartButton() {
  const { data: containerHtml } = useCartContainerHtml(true);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<DropdownContent>({ status: 'loading' });
  const [blinks, setBlinks] = useState(0);
  const inFlight = useRef<AbortController | null>(null);

  function load() {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setContent({ status: 'loading' });
    fetchHeaderCartHtml(controller.signal).then(
      (html) => {
        if (!controller.signal.aborted) setContent({ status: 'ready', html });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setContent({ status: 'error' });
        notifyGenericError(error);
      },
    );
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      load();
      refreshCartContainer();
    } else {
      inFlight.current?.abort();
    }
  }

  useEffect(() => onFragmentAction(FragmentAction.closeCart, () => setOpen(false)), []);
  useEffect(() => onFragmentAction(FragmentAction.navigate, () => setOpen(false)), []);
  useEffect(() => onCartChanged(() => setBlinks((n) => n + 1)), []);
  useEffect(() => () => inFlight.current?.abort(), []);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
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
      </PopoverTrigger>
      <PopoverContent aria-label={t('JS_CART_TITLE')} data-testid="header-cart-dropdown">
        {content.status === 'loading' ? (
          <Loading className="py-8" />
        ) : content.status === 'error' ? (
          // Inside the dropdown's own frame: no second border or padding.
          <LoadFailed onRetry={load} className="border-0 p-0 py-4 text-sm" />
        ) : (
          <div dangerouslySetInnerHTML={{ __html: content.html }} />
        )}
      </PopoverContent>
    </Popover>
  );
}

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { fetchHeaderCartHtml, refreshCartContainer } from '../api/cart.ts';
import { t } from '../../shared/i18n/translate.ts';
import { notifyGenericError } from '../session/notify.ts';
import { LoadFailed } from '../ui/load-failed.tsx';
import { Loading } from '../ui/loading.tsx';
import { Popover, PopoverAnchor, PopoverContent } from '../ui/popover.tsx';

type DropdownContent = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' };

export interface HeaderCartDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's cart button: the dropdown hangs from it and gives it back the focus when it closes. */
  anchor: RefObject<HTMLButtonElement | null>;
}

/**
 * The header cart dropdown: it fetches the header-cart fragment again every time it opens, with a spinner
 * meanwhile. Its code (Radix popover) loads the first time the cart is opened.
 */
export function HeaderCartDropdown({ open, onOpenChange, anchor }: HeaderCartDropdownProps) {
  const [content, setContent] = useState<DropdownContent>({ status: 'loading' });
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(() => {
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
  }, []);

  useEffect(() => {
    if (!open) {
      inFlight.current?.abort();
      return;
    }
    load();
    refreshCartContainer();
  }, [open, load]);
  useEffect(() => () => inFlight.current?.abort(), []);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <PopoverContent
        aria-label={t('JS_CART_TITLE')}
        data-testid="header-cart-dropdown"
        // The button toggles the dropdown itself: a press on it is not a click outside.
        onPointerDownOutside={(event) => {
          if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          anchor.current?.focus();
        }}
      >
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

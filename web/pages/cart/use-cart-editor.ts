import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartView } from '../../../shared/contract/cart.ts';
import type { CartRef } from '../../api/cart-page.ts';
import { notifyWarning } from '../../session/notify.ts';

export interface CartEditor {
  /** The cart and version the next edit names. */
  ref: () => CartRef;
  /** Runs one edit after the previous one ended; `busy` while any runs. Answers false when it failed (already told). */
  run: (edit: (cart: CartRef) => Promise<CartView | CartRef>) => Promise<boolean>;
  busy: boolean;
}

/**
 * The cart page's edits, one at a time: each names the version the previous one left (from its reply), so a quick
 * second click never trips over the first; a page that is really stale (another tab, a colleague) gets 409, the
 * shop revalidates, and the snackbar says why. A newer version from the server (a redraw) is taken as it comes.
 */
export function useCartEditor(cart: CartView): CartEditor {
  const latest = useRef<CartRef>({ idCart: cart.idCart, version: cart.version });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);

  useEffect(() => {
    const known = latest.current;
    if (known.idCart !== cart.idCart || cart.version > known.version) latest.current = { idCart: cart.idCart, version: cart.version };
  }, [cart.idCart, cart.version]);

  const run = useCallback(async (edit: (ref: CartRef) => Promise<CartView | CartRef>) => {
    setPending((n) => n + 1);
    const done = queue.current.then(async () => {
      try {
        const after = await edit(latest.current);
        latest.current = { idCart: after.idCart, version: after.version };
        return true;
      } catch (error) {
        notifyWarning(error);
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    });
    queue.current = done;
    return done;
  }, []);

  return { ref: () => latest.current, run, busy: pending > 0 };
}

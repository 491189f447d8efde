import { useState } from 'react';
import { CARTS_PAGE_SIZE } from '../../../shared/cart-limits.ts';
import type { CartSummary } from '../../../shared/contract/cart.ts';
import { refreshCartContainer } from '../../api/cart.ts';
import { reloadCartPage } from '../../api/cart-page.ts';
import { listCarts } from '../../api/cart-selection.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';

/** SPEC §9: the page reloads this long after the active cart changed. */
const CART_SWITCH_RELOAD_MS = 1000;

/** After an action on a cart: the page reloads a second later (the active cart changed), or only redraws. */
export type CartActionEnd = 'reload' | 'redraw';
export type CartAct = (action: () => Promise<unknown>, after: CartActionEnd, message: string) => Promise<void>;

/**
 * The order selection's state: the carts shown (the page's first ones, then the next pages asked of list-carts and
 * kept until the page data changes) and one action at a time. After an action that reloads the page the buttons
 * stay disabled until it does.
 */
export function useCartSelection(firstPage: CartSummary[], reload: () => void) {
  const [busy, setBusy] = useState(false);
  const [more, setMore] = useState<{ after: CartSummary[]; rows: CartSummary[] }>({ after: firstPage, rows: [] });
  const extra = more.after === firstPage ? more.rows : [];
  const shown = new Set(firstPage.map((cart) => cart.idCart));
  const carts = [...firstPage, ...extra.filter((cart) => !shown.has(cart.idCart))];

  async function showMore() {
    setBusy(true);
    try {
      const next = await listCarts(Math.floor(carts.length / CARTS_PAGE_SIZE) + 1, CARTS_PAGE_SIZE);
      setMore({ after: firstPage, rows: [...extra, ...next] });
    } catch (error) {
      notifyWarning(error);
    }
    setBusy(false);
  }

  const act: CartAct = async (action, after, message) => {
    setBusy(true);
    try {
      await action();
      // The header shows the cart that is active now, not a second later with the reload.
      refreshCartContainer();
      snackbar.show(message, 'success');
      if (after === 'reload') {
        setTimeout(reload, CART_SWITCH_RELOAD_MS);
        return;
      }
      await reloadCartPage();
    } catch (error) {
      notifyWarning(error);
    }
    setBusy(false);
  };

  return { carts, busy, showMore, act };
}

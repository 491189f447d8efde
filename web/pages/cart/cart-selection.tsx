import type { FormEvent } from 'react';
import { CART_FIELD_LIMITS } from '../../../shared/cart-limits.ts';
import type { CartSummary } from '../../../shared/contract/cart.ts';
import { formatEuro } from '../../../shared/money.ts';
import { createCart, deleteCart, switchCart } from '../../api/cart-selection.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { useCartSelection, type CartAct } from './use-cart-selection.ts';

const cartName = (cart: CartSummary) => cart.nomeOrdine.trim() || t('JS_CARTS_UNNAMED', { id: cart.idCart });

/**
 * The order selection table (SPEC §2): the customer's open carts with name, lines, total and last change. Each button
 * makes its cart the active one (the 'cart updated' message, then the page reloads after 1 s, SPEC §8, §9); a new
 * cart is created with its name and becomes active; an empty cart can be deleted.
 */
export function CartSelection({
  carts: firstPage,
  total,
  activeId,
  reload,
}: {
  carts: CartSummary[];
  total: number;
  activeId: number | null;
  reload: () => void;
}) {
  const { carts, busy, showMore, act } = useCartSelection(firstPage, reload);
  return (
    <section aria-labelledby="cart-selection-title" className="flex flex-col gap-3" data-testid="cart-selection">
      <div>
        <h2 id="cart-selection-title" className="text-lg font-semibold text-slate-900">
          {t('JS_CARTS_TITLE')}
        </h2>
        <p className="text-sm text-slate-600">{t('JS_CARTS_HINT')}</p>
      </div>
      {carts.length > 0 ? (
        <Table
          label={t('JS_CARTS_TITLE')}
          columns={cartColumns(activeId, busy, act)}
          rows={carts}
          rowKey={(cart) => cart.idCart}
          rowProps={(cart) => {
            const active = cart.idCart === activeId;
            // The name and figures in line with the buttons.
            return {
              className: cn('*:align-middle', active && 'bg-blue-50'),
              'data-cart-row': cart.idCart,
              'aria-current': active || undefined,
            };
          }}
          empty={null}
        />
      ) : null}
      {carts.length < total ? (
        <div>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void showMore()} data-testid="carts-more">
            {t('JS_CARTS_MORE', { shown: formatCount(carts.length), total: formatCount(total) })}
          </Button>
        </div>
      ) : null}
      <NewCartForm busy={busy} act={act} />
    </section>
  );
}

/** The table's columns: name, lines, total, last change, and the cart's buttons. */
function cartColumns(activeId: number | null, busy: boolean, act: CartAct): Column<CartSummary>[] {
  return [
    { key: 'name', header: t('JS_CARTS_COL_NAME'), cell: cartName, cellClassName: 'font-medium text-slate-900' },
    { key: 'lines', header: t('JS_CARTS_COL_LINES'), cell: (cart) => formatCount(cart.lines), numeric: true, className: 'tabular-nums' },
    {
      key: 'total',
      header: t('JS_CARTS_COL_TOTAL'),
      cell: (cart) => formatEuro(cart.grossCents),
      numeric: true,
      className: 'tabular-nums',
    },
    {
      key: 'date',
      header: t('JS_CARTS_COL_DATE'),
      cell: (cart) => formatDateTime(cart.updatedAt),
      className: 'max-sm:hidden',
      cellClassName: 'text-slate-600',
    },
    {
      key: 'actions',
      header: t('JS_CARTS_COL_ACTIONS'),
      headerHidden: true,
      cell: (cart) => <CartActions cart={cart} active={cart.idCart === activeId} busy={busy} act={act} />,
    },
  ];
}

/** A new cart with its name; it becomes the active one. */
function NewCartForm({ busy, act }: { busy: boolean; act: CartAct }) {
  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('nomeOrdine') ?? '').trim();
    void act(() => createCart(name), 'reload', t('JS_CART_UPDATED'));
  }
  return (
    <form onSubmit={onCreate} className="flex flex-wrap items-end gap-2">
      <Field label={t('JS_CARTS_NEW_NAME')} className="min-w-56 flex-1 sm:flex-none">
        <Input name="nomeOrdine" maxLength={CART_FIELD_LIMITS.nomeOrdine} autoComplete="off" />
      </Field>
      <Button type="submit" variant="secondary" disabled={busy}>
        {t('JS_CARTS_CREATE')}
      </Button>
    </form>
  );
}

/** A cart's buttons: make it the active one (or say it is), delete it while it is empty. */
function CartActions({ cart, active, busy, act }: { cart: CartSummary; active: boolean; busy: boolean; act: CartAct }) {
  const name = cartName(cart);
  return (
    <div className="flex justify-end gap-2">
      {active ? (
        <span className="inline-flex h-8 items-center px-2 text-sm font-semibold text-blue-800">{t('JS_CARTS_ACTIVE')}</span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('JS_CARTS_USE_LABEL', { name })}
          onClick={() => void act(() => switchCart(cart.idCart), 'reload', t('JS_CART_UPDATED'))}
        >
          {t('JS_CARTS_USE')}
        </Button>
      )}
      {cart.lines === 0 ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t('JS_CARTS_DELETE_LABEL', { name })}
          onClick={() => void act(() => deleteCart(cart.idCart), active ? 'reload' : 'redraw', t('JS_CARTS_DELETED'))}
        >
          {t('JS_CARTS_DELETE')}
        </Button>
      ) : null}
    </div>
  );
}

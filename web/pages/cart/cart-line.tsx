import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import { CART_FIELD_LIMITS, isOverLineLimit, MAX_LINE_QUANTITY } from '../../../shared/cart-limits.ts';
import type { CartItemView } from '../../../shared/contract/cart.ts';
import type { CartLineOffer } from '../../../shared/contract/cart-page.ts';
import { formatEuro } from '../../../shared/money.ts';
import { isFlaggedUrgent, removeCartItem, updateCartItem, type CartItemChanges } from '../../api/cart-page.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { productUrl } from '../../../shared/urls/page-urls.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/check.tsx';
import { Input } from '../../ui/input.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { Column } from '../../ui/table.tsx';
import { RowAvailability } from '../../blocks/availability/row-availability.tsx';
import { nextQuantity } from './line-quantity.ts';
import { LineTextField } from './line-text-field.tsx';
import type { CartEditor } from './use-cart-editor.ts';

/** Saves a change of one line. */
const lineChange = (item: CartItemView, editor: CartEditor) => (changes: CartItemChanges) =>
  editor.run((ref) => updateCartItem(ref, item.orderItemId, changes));

/**
 * The columns of a cart line: the part (linked to its page) with its own note and vehicle; quantity with − and +
 * by the pack (− only while it stays at or above the minimum and above 1, SPEC §4) and its own urgent flag;
 * availability and the delivery promise of the whole line; price and removal. Under 768 px each line is a grid
 * of these cells (the row's classes, cartLineRowProps).
 */
export function cartLineColumns(offers: Record<string, CartLineOffer>, editor: CartEditor): Column<CartItemView>[] {
  // The cells sit flush with the section's edges, as its heading does; their headers are hidden under 768 px.
  return [
    {
      key: 'product',
      header: t('JS_CART_COL_PRODUCT'),
      cell: (item) => <LineProduct item={item} editor={editor} />,
      className: 'pl-0 whitespace-normal',
      cellClassName: 'py-3 max-md:col-span-2 max-md:p-0',
    },
    {
      key: 'quantity',
      header: t('JS_CART_COL_QUANTITY'),
      cell: (item) => <LineQuantity item={item} editor={editor} />,
      className: 'pl-0 whitespace-normal',
      cellClassName: 'py-3 max-md:p-0',
    },
    {
      key: 'availability',
      header: t('JS_CART_COL_AVAILABILITY'),
      cell: (item) => {
        const offer = offers[item.orderItemId];
        return offer ? <RowAvailability availability={offer.availability} delivery={offer.delivery} /> : null;
      },
      className: 'pl-0 whitespace-normal',
      cellClassName: 'py-3 max-md:col-span-2 max-md:row-start-3 max-md:p-0',
    },
    {
      key: 'total',
      header: t('JS_CART_COL_TOTAL'),
      numeric: true,
      cell: (item) => <LineTotal item={item} editor={editor} />,
      className: 'pl-0 whitespace-normal',
      cellClassName: 'py-3 pr-0 tabular-nums max-md:col-start-2 max-md:row-start-2 max-md:p-0',
    },
  ];
}

/** A cart line's row: its test attributes and, under 768 px, a grid of its cells. */
export const cartLineRowProps = (item: CartItemView) => ({
  className: 'border-t border-slate-200 align-top max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-2 max-md:py-3',
  'data-testid': 'cart-line',
  'data-product-id': item.productId,
  'data-order-item-id': item.orderItemId,
});

function LineProduct({ item, editor }: { item: CartItemView; editor: CartEditor }) {
  const change = lineChange(item, editor);
  return (
    <>
      <Link to={productUrl(item.productId)} className="font-semibold text-blue-800 hover:underline">
        {item.brand} {item.code}
      </Link>
      <p className="text-sm text-slate-600">{item.description}</p>
      {item.addedByStaff ? (
        // Staff acting for the customer put it there (issue 28): the customer sees who.
        <p
          className="mt-1 inline-flex rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900"
          data-testid="line-added-by-staff"
        >
          {t('JS_CART_ADDED_BY_STAFF', { staff: item.addedByStaff })}
        </p>
      ) : null}
      {isOverLineLimit(item.quantity) ? (
        // Older data past what any write accepts now: the order is refused until the line is fixed.
        <Notice tone="danger" className="mt-1 px-2 py-1 font-semibold" data-testid="line-over-limit">
          {t('JS_CART_LINE_OVER_LIMIT', { code: item.code, limit: formatCount(MAX_LINE_QUANTITY) })}
        </Notice>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <LineTextField
          label={t('JS_CART_ITEM_NOTE')}
          value={item.note}
          maxLength={CART_FIELD_LIMITS.itemNote}
          disabled={editor.busy}
          field="item-note"
          onSave={(note) => change({ note })}
        />
        <LineTextField
          label={t('JS_CART_ITEM_VEHICLE')}
          value={item.vehicle}
          maxLength={CART_FIELD_LIMITS.itemVehicle}
          disabled={editor.busy}
          field="item-vehicle"
          onSave={(vehicle) => change({ vehicle })}
        />
      </div>
    </>
  );
}

function LineQuantity({ item, editor }: { item: CartItemView; editor: CartEditor }) {
  const [quantity, setQuantity] = useState(item.quantity);
  const [shownFor, setShownFor] = useState(item.quantity);
  // The server's quantity wins whenever it changes (a redraw, a merge of two lines).
  if (shownFor !== item.quantity) {
    setShownFor(item.quantity);
    setQuantity(item.quantity);
  }
  const change = lineChange(item, editor);
  const setTo = async (next: number | null) => {
    if (next === null || next === item.quantity) return setQuantity(item.quantity);
    setQuantity(next);
    if (!(await change({ quantity: next }))) setQuantity(item.quantity);
  };
  const down = nextQuantity(quantity, item, -1);
  const up = nextQuantity(quantity, item, 1);
  const rule = item.packQty > 1 || item.minQty > 1 ? t('JS_QUANTITY_RULE', { min: item.minQty, pack: item.packQty }) : '';
  return (
    <>
      <div className="flex items-center gap-1">
        <StepButton
          sign="−"
          label={t('JS_CART_DECREASE', { code: item.code })}
          disabled={editor.busy || down === null}
          onStep={() => void setTo(down)}
        />
        <Input
          type="number"
          inputMode="numeric"
          size="sm"
          min={item.minQty}
          step={item.packQty}
          value={quantity}
          disabled={editor.busy}
          onValueChange={(typed) => setQuantity(Number(typed))}
          onBlur={() => void setTo(Number.isInteger(quantity) && quantity >= 1 ? quantity : null)}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
          aria-label={t('JS_CART_QUANTITY_OF', { code: item.code })}
          className="w-20 text-right tabular-nums"
          data-field="quantity"
        />
        <StepButton
          sign="+"
          label={t('JS_CART_INCREASE', { code: item.code })}
          disabled={editor.busy || up === null}
          onStep={() => void setTo(up)}
        />
      </div>
      {rule ? <p className="mt-1 text-xs text-slate-500">{rule}</p> : null}
      {/* onChange, not onCheckedChange: the flag is saved when the user ticks it, never on its own at hydration. */}
      <Checkbox
        checked={isFlaggedUrgent(item)}
        disabled={editor.busy}
        onChange={(event) => void change({ urgent: event.currentTarget.checked })}
        className="mt-2 flex text-slate-700"
        data-field="item-urgent"
        label={t('JS_CART_ITEM_URGENT')}
      />
      {item.urgent && !isFlaggedUrgent(item) ? (
        <p className="text-xs font-medium text-orange-800">{t('JS_CART_ITEM_URGENT_BY_ORDER')}</p>
      ) : null}
    </>
  );
}

/** − or + by the pack: the kit's outline icon button, at the height of the small quantity field beside it. */
function StepButton({ sign, label, disabled, onStep }: { sign: '−' | '+'; label: string; disabled: boolean; onStep: () => void }) {
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-8 text-lg hover:bg-slate-100 disabled:opacity-40"
      disabled={disabled}
      onClick={onStep}
      aria-label={label}
    >
      {sign}
    </Button>
  );
}

function LineTotal({ item, editor }: { item: CartItemView; editor: CartEditor }) {
  return (
    <>
      <p className="font-semibold text-slate-900" data-field="line-total">
        {formatEuro(item.lineNetCents)}
      </p>
      <p className="text-xs text-slate-600" data-field="unit-price">
        {t('JS_CART_UNIT_PRICE', { price: formatEuro(item.unitNetCents) })}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="mt-2"
        disabled={editor.busy}
        onClick={() => void editor.run((ref) => removeCartItem(ref, item.orderItemId))}
        aria-label={t('JS_CART_REMOVE_LABEL', { code: item.code })}
      >
        {t('JS_CART_REMOVE')}
      </Button>
    </>
  );
}

import type { InputHTMLAttributes } from 'react';
import { cn } from '../../ui/cn.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'min' | 'step' | 'className'>;

/**
 * A product's quantity to put in the cart: a label over a number input that starts from the product's minimum and
 * steps by its pack (the result rows' cart form, the product page's buy box). The rest of the input's props
 * (value or defaultValue, disabled, aria-describedby, data attributes) are the caller's.
 */
export function QuantityField({
  id,
  label,
  minQty,
  packQty,
  labelClassName,
  inputClassName,
  ...input
}: {
  id: string;
  label: string;
  minQty: number;
  packQty: number;
  labelClassName?: string;
  inputClassName?: string;
} & InputProps) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        required
        min={minQty}
        step={packQty}
        className={cn(
          'rounded-md border border-slate-300 px-2 text-right tabular-nums disabled:bg-slate-100 focus-visible:border-blue-700 focus-visible:outline-offset-0',
          inputClassName,
        )}
        {...input}
      />
    </div>
  );
}

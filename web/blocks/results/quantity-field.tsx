import { Field } from '../../ui/field.tsx';
import { cn } from '../../ui/cn.ts';
import { Input, type InputProps } from '../../ui/input.tsx';

type QuantityInputProps = Omit<InputProps, 'id' | 'name' | 'type' | 'min' | 'step' | 'className'>;

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
} & QuantityInputProps) {
  return (
    <Field label={label} id={id} labelClassName={cn('font-normal', labelClassName)} className="gap-0">
      <Input
        name="quantity"
        type="number"
        inputMode="numeric"
        required
        min={minQty}
        step={packQty}
        className={cn('px-2 py-0 text-right tabular-nums', inputClassName)}
        {...input}
      />
    </Field>
  );
}

import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { useFieldWiring, wiredProps, type ControlSize } from './field.tsx';
import { useKeptValue } from './use-kept-value.ts';

export type InputProps = Omit<ComponentProps<'input'>, 'ref' | 'size'> & {
  /** The new value as text, for a controlled input (also told once on hydration, see useKeptValue). */
  onValueChange?: (value: string) => void;
  /** 'sm': compact, for a dense row (by default its Field's size). */
  size?: ControlSize;
};

/** A text input of the kit: the look of every field, wired to its Field. */
export function Input({ className, onValueChange, onChange, id, required, size, ...props }: InputProps) {
  const ref = useKeptValue<HTMLInputElement>(props.value, onValueChange);
  const wiring = useFieldWiring();
  return (
    <input
      ref={ref}
      className={cn('ui-input', (size ?? wiring?.size) === 'sm' && 'ui-input-sm', className)}
      {...wiredProps(wiring, { id, required })}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.currentTarget.value);
      }}
      {...props}
    />
  );
}

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'ref'> & { onValueChange?: (value: string) => void };

/** A multi-line text field of the kit (notes, pasted lines). */
export function Textarea({ className, onValueChange, onChange, id, required, ...props }: TextareaProps) {
  const ref = useKeptValue<HTMLTextAreaElement>(props.value, onValueChange);
  return (
    <textarea
      ref={ref}
      className={cn('ui-input', className)}
      {...wiredProps(useFieldWiring(), { id, required })}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.currentTarget.value);
      }}
      {...props}
    />
  );
}

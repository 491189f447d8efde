import type { ComponentProps } from 'react';
import type { ControlSize } from './field.tsx';
import { Input } from './input.tsx';

export type NumberFieldProps = Omit<ComponentProps<'input'>, 'ref' | 'value' | 'onChange' | 'type' | 'inputMode' | 'pattern' | 'size'> & {
  /** 'sm': compact, for a dense row (by default its Field's size). */
  size?: ControlSize;
  /** The digits as typed: an empty field stays empty rather than 0. */
  value: string;
  onValueChange: (digits: string) => void;
};

/**
 * A whole number typed as digits (quantities, tyre sizes, Ah): a text input with the numeric keyboard, anything but
 * digits dropped as it is typed, kept as text so an empty field stays empty.
 */
export function NumberField({ value, onValueChange, autoComplete = 'off', ...props }: NumberFieldProps) {
  return (
    <Input
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={autoComplete}
      value={value}
      onValueChange={(typed) => onValueChange(typed.replace(/\D/g, ''))}
      {...props}
    />
  );
}

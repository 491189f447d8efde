import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { useFieldWiring, wiredProps } from './field.tsx';
import { useKeptValue } from './use-kept-value.ts';

export type SelectProps = Omit<ComponentProps<'select'>, 'ref'> & { onValueChange?: (value: string) => void };

/**
 * A styled native `<select>`: it works before the script loads (a form posts it as it is), on a phone it opens the
 * system's picker, and what was chosen before hydration is kept.
 */
export function Select({ className, onValueChange, onChange, id, required, children, ...props }: SelectProps) {
  const ref = useKeptValue<HTMLSelectElement>(props.value, onValueChange);
  return (
    <select
      ref={ref}
      className={cn('ui-input ui-select', className)}
      {...wiredProps(useFieldWiring(), { id, required })}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.currentTarget.value);
      }}
      {...props}
    >
      {children}
    </select>
  );
}

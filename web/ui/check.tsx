import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';
import { useKeptValue } from './use-kept-value.ts';

export type CheckProps = Omit<ComponentProps<'input'>, 'ref' | 'type'> & {
  label: ReactNode;
  /** The new checked state, for a controlled box (also told once on hydration, see useKeptValue). */
  onCheckedChange?: (checked: boolean) => void;
  /** A label of several lines (a card's text): the box stands by its first line and the label fills the row. */
  multiline?: boolean;
};

function Check({
  type,
  label,
  multiline = false,
  className,
  onCheckedChange,
  onChange,
  ...props
}: CheckProps & { type: 'checkbox' | 'radio' }) {
  const ref = useKeptValue<HTMLInputElement>(props.checked, onCheckedChange && ((held) => onCheckedChange(held === 'on')));
  return (
    <label className={cn('ui-check', multiline && 'ui-check-multiline', className)}>
      <input
        ref={ref}
        type={type}
        className="ui-check-box"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}

/** A native checkbox with its label beside it (the whole label is the target). */
export function Checkbox(props: CheckProps) {
  return <Check type="checkbox" {...props} />;
}

/** A native radio button with its label beside it; give the radios of one choice the same `name`. */
export function Radio(props: CheckProps) {
  return <Check type="radio" {...props} />;
}

import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** A radio choice drawn as a card (an address, a delivery option, a payment method): the chosen one is outlined. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  children,
  className,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-md border bg-white p-3',
        checked ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-300',
        className,
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} className="mt-1 size-4" />
      {children}
    </label>
  );
}

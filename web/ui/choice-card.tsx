import type { ReactNode } from 'react';
import { Radio } from './check.tsx';
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
    <Radio
      name={name}
      value={value}
      checked={checked}
      onCheckedChange={(now) => {
        if (now) onChoose();
      }}
      multiline
      label={children}
      className={cn(
        'flex gap-3 rounded-md border bg-white p-3 text-base text-slate-900',
        checked ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-300',
        className,
      )}
    />
  );
}

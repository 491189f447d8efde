import { cn } from '../../ui/cn.ts';
import type { CounterKind } from '../../api/row-extras.ts';

export interface CounterProps {
  kind: CounterKind;
  productId: number;
  label: string;
  title: string;
  dense: boolean;
}

/** A counter's look, closed or open (the same before and after its popover's code has come). */
export function counterClass(open: boolean, dense: boolean): string {
  return cn(
    'inline-flex min-h-7 items-center rounded-full border whitespace-nowrap border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 hover:border-blue-700 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    open && 'border-blue-700 text-blue-800',
    dense && 'md:min-h-5 md:px-2 md:text-[11px]',
  );
}

import { cn } from '../../ui/cn.ts';
import type { CounterKind } from '../../api/row-extras.ts';

export interface CounterProps {
  kind: CounterKind;
  productId: number;
  label: string;
  title: string;
  dense: boolean;
}

/**
 * A counter's look, closed or open (the same before and after its popover's code has come): the kit's small outline
 * button (`<Button variant="outline" size="sm">`) made a pill, smaller still in a dense row.
 */
export function counterClass(open: boolean, dense: boolean): string {
  return cn(
    'h-auto min-h-7 rounded-full bg-white px-2.5 text-xs font-medium text-slate-700 hover:border-blue-700 hover:bg-white hover:text-blue-800',
    open && 'border-blue-700 text-blue-800',
    dense && 'md:min-h-5 md:px-2 md:text-[11px]',
  );
}

import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const toneClass: Record<NoticeTone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * What a page or a form tells the customer in a coloured box: a hint (info), a result (success), something to
 * look at (warning), a refusal (danger). The tone sets the colours only: `role` says how it is read out (a
 * refusal as an alert, a result as a status); a box that is part of the page from the start needs neither.
 */
export function Notice({ tone, className, as: Tag = 'p', ...props }: { tone: NoticeTone; as?: 'p' | 'div' } & ComponentProps<'div'>) {
  return <Tag className={cn('rounded-md border px-3 py-2 text-sm', toneClass[tone], className)} {...props} />;
}

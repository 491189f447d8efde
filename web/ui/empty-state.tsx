import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Where a list or a page has nothing to show yet: what to do instead, in a dashed box. */
export function EmptyState({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('ui-empty-state', className)} {...props} />;
}

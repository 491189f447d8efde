import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A wide table's horizontal scroller on a narrow screen: focusable and named, so a keyboard user can scroll it too
 * (axe's scrollable-region-focusable). Positioned (`relative`): the table's visually hidden headers are absolutely
 * placed, and would otherwise widen the page itself beyond a phone's screen instead of scrolling with the table.
 */
export function ScrollX({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700', className)}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A wide table's horizontal scroller on a narrow screen: focusable and named, so a keyboard user can scroll it too
 * (axe's scrollable-region-focusable).
 */
export function ScrollX({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700', className)}
    >
      {children}
    </div>
  );
}

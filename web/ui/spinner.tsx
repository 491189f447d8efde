import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type SpinnerProps = ComponentProps<'span'> & {
  /** Read by screen readers; the spinner itself is decorative. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)} {...props}>
      <svg className={cn('animate-spin text-current', sizes[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

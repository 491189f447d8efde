import type { ComponentProps } from 'react';
import { t } from '../../shared/i18n/translate.ts';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

export type LoadingProps = ComponentProps<'div'> & {
  /** Read by screen readers; "Caricamento in corso…" unless told. */
  label?: string;
};

/**
 * A large centred spinner standing in for content that is on its way. Where the content's size is known, prefer
 * `LoadingSkeleton`: content arriving in place of a spinner of another height moves the page (layout shift).
 * `data-loading` marks every loading state (the browser journeys wait until none is left before they audit).
 */
export function Loading({ label = t('JS_LOADING'), className, ...props }: LoadingProps) {
  return (
    <div className={cn('ui-loading', className)} data-loading="" {...props}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A grey block in the shape of a piece of content still loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('ui-skeleton', className)} {...props} />;
}

/**
 * Content on its way, drawn as `Skeleton` blocks with the content's final size, so nothing moves when it arrives.
 * Announced once as a status ("Caricamento in corso…").
 */
export function LoadingSkeleton({ label = t('JS_LOADING'), className, children, ...props }: LoadingProps) {
  return (
    <div role="status" className={className} data-loading="" {...props}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

import type { ComponentProps } from 'react';
import { t } from '../../shared/i18n/translate.ts';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

export type LoadFailedProps = ComponentProps<'div'> & {
  /** Called by the retry button: load again. */
  onRetry: () => void;
  /** What went wrong; the generic error text unless told. */
  message?: string;
};

/** Stands in for content that could not be loaded: what went wrong and a button to try again. */
export function LoadFailed({ onRetry, message = t('JS_GENERIC_ERROR'), className, ...props }: LoadFailedProps) {
  return (
    <div role="alert" className={cn('ui-load-failed', className)} {...props}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={() => onRetry()}>
        {t('JS_RETRY')}
      </Button>
    </div>
  );
}

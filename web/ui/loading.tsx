import type { ComponentProps } from 'react';
import { t } from '../i18n/translate.ts';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

export type LoadingProps = ComponentProps<'div'> & {
  /** Read by screen readers; "Caricamento in corso…" unless told. */
  label?: string;
};

/** A large centred spinner standing in for content that is on its way. */
export function Loading({ label = t('JS_LOADING'), className, ...props }: LoadingProps) {
  return (
    <div className={cn('flex justify-center py-16 text-blue-700', className)} {...props}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

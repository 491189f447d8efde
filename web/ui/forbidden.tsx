import type { ComponentProps } from 'react';
import { Link } from './link.tsx';
import { t } from '../../shared/i18n/translate.ts';
import { pagePath } from '../../shared/routes.ts';
import { buttonClass } from './button.tsx';
import { cn } from './cn.ts';

export type ForbiddenProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  title: string;
  text: string;
};

/** In place of a page the user may not see: why, and the way back to the home page. */
export function Forbidden({ title, text, className, ...props }: ForbiddenProps) {
  return (
    <div role="alert" className={cn('ui-forbidden', className)} {...props}>
      <p className="font-semibold text-amber-900">{title}</p>
      <p className="text-slate-700">{text}</p>
      <Link to={pagePath('home')} className={buttonClass({ variant: 'outline', size: 'sm' })}>
        {t('JS_BACK_HOME')}
      </Link>
    </div>
  );
}

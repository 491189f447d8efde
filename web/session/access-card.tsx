import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

/**
 * The card of the pages around logging in (login, registration, forgotten and new password): the page's title and
 * its form, centred on an otherwise empty page. `wide` for a form with many fields.
 */
export function AccessCard({
  title,
  wide = false,
  testId,
  children,
}: {
  title: string;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-12', wide ? 'max-w-lg' : 'max-w-md')} data-testid={testId}>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

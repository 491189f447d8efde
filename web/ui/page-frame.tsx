import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { cn } from './cn.ts';

export type PageFrameProps = {
  /** The page's h1, also the browser tab's title ("{title} – {shop name}"). */
  title: string;
  children: ReactNode;
  testId?: string;
  className?: string;
};

/** The frame of a content page: centred, as wide as the header, the title as h1 above the content. */
export function PageFrame({ title, children, testId, className }: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('ui-page-frame', className)} data-testid={testId}>
      <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

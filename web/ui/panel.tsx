import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn.ts';

export type PanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The panel's heading, which also names the section for screen readers. */
  title: ReactNode;
  /** The heading's id, where a page links to it (otherwise one is made). */
  headingId?: string;
};

/** A white card with its own heading: one part of a page (the cart's lines, the order data, an order's lines). */
export function Panel({ title, headingId, className, children, ...props }: PanelProps) {
  const made = useId();
  const id = headingId ?? `panel${made}`;
  return (
    <section aria-labelledby={id} className={cn('ui-panel', className)} {...props}>
      <h2 id={id} className="ui-panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

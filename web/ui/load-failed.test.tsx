import { describe, expect, it, vi } from 'vitest';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from '../../shared/testing/markup.ts';
import { LoadFailed } from './load-failed.tsx';

type Clickable = ReactElement<{ onClick?: () => void; children?: ReactNode }>;

/** The first element of a rendered tree that takes clicks (no DOM here: the tree is walked as React built it). */
function clickable(node: ReactNode): Clickable | undefined {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{ onClick?: () => void; children?: ReactNode }>(child)) continue;
    if (child.props.onClick) return child;
    const inner = clickable(child.props.children);
    if (inner) return inner;
  }
  return undefined;
}

describe('LoadFailed', () => {
  it('says what went wrong, as an alert, with a retry button', () => {
    const html = renderToStaticMarkup(<LoadFailed onRetry={() => {}} />);
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('<p>Si è verificato un errore durante l’elaborazione della richiesta.</p>');
    expect(html).toMatch(/<button type="button"[^>]*>Riprova<\/button>/);
  });

  it('calls back when the retry button is pressed, and not before', () => {
    const onRetry = vi.fn();
    const button = clickable(LoadFailed({ onRetry }));
    expect(onRetry).not.toHaveBeenCalled();
    button?.props.onClick?.();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its own message, a class name merged over its own, and a test id', () => {
    const html = renderToStaticMarkup(
      <LoadFailed onRetry={() => {}} message="Carrello non disponibile" className="border-0 p-0 py-4" data-testid="x" />,
    );
    expect(html).toContain('<p>Carrello non disponibile</p>');
    // The block's own look is a component class; the utilities passed in override it by the cascade.
    expect(html).toContain('class="ui-load-failed border-0 p-0 py-4"');
    expect(html).toContain('data-testid="x"');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderMarkup, textOf } from '../../shared/testing/markup.ts';
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
    const $ = renderMarkup(<LoadFailed onRetry={() => {}} />);
    expect($.root().children().is('div[role="alert"]')).toBe(true);
    expect(textOf($('p'))).toBe('Si è verificato un errore durante l’elaborazione della richiesta.');
    expect(textOf($('button[type="button"]'))).toBe('Riprova');
  });

  it('calls back when the retry button is pressed, and not before', () => {
    const onRetry = vi.fn();
    const button = clickable(LoadFailed({ onRetry }));
    expect(onRetry).not.toHaveBeenCalled();
    button?.props.onClick?.();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its own message, a class name merged over its own, and a test id', () => {
    const $ = renderMarkup(
      <LoadFailed onRetry={() => {}} message="Carrello non disponibile" className="border-0 p-0 py-4" data-testid="x" />,
    );
    expect(textOf($('p'))).toBe('Carrello non disponibile');
    // The block's own look is a component class; the utilities passed in override it by the cascade.
    const block = $.root().children();
    expect(block.attr('class')).toBe('ui-load-failed border-0 p-0 py-4');
    expect(block.attr('data-testid')).toBe('x');
  });
});

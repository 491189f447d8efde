import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleFragmentClick, onFragmentAction } from './actions.ts';

function fakeRoot() {
  return { addEventListener: vi.fn(), removeEventListener: vi.fn() };
}

function clickOn(action: string | null) {
  const element = { getAttribute: (name: string) => (name === 'data-action' ? action : null) };
  const target = { closest: (selector: string) => (selector === '[data-action]' && action !== null ? element : null) };
  return { event: { target } as unknown as MouseEvent, element };
}

describe('fragment actions', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('installs one listener and calls the handlers of the clicked action only', () => {
    const root = fakeRoot();
    const close = vi.fn();
    const navigate = vi.fn();
    cleanups.push(onFragmentAction('close-cart', close, root), onFragmentAction('navigate', navigate, root));
    expect(root.addEventListener).toHaveBeenCalledTimes(1);

    const { event, element } = clickOn('close-cart');
    handleFragmentClick(event);
    expect(close).toHaveBeenCalledWith(element, event);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores clicks outside data-action elements and unknown actions', () => {
    const root = fakeRoot();
    const close = vi.fn();
    cleanups.push(onFragmentAction('close-cart', close, root));
    handleFragmentClick(clickOn(null).event);
    handleFragmentClick(clickOn('something-else').event);
    handleFragmentClick({ target: null } as unknown as MouseEvent);
    expect(close).not.toHaveBeenCalled();
  });

  it('removes the listener when the last handler goes', () => {
    const root = fakeRoot();
    const off = onFragmentAction('close-cart', vi.fn(), root);
    off();
    expect(root.removeEventListener).toHaveBeenCalledTimes(1);
  });
});

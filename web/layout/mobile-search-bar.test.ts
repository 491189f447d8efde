import { describe, expect, it } from 'vitest';
import { nextMobileSearchBar, type MobileSearchBarState } from './mobile-search-bar.ts';

function run(positions: number[], barTop = 100) {
  let state: MobileSearchBarState = 'normal';
  let lastY = 0;
  const states: MobileSearchBarState[] = [];
  for (const y of positions) {
    ({ state, lastY } = nextMobileSearchBar(state, { lastY, y, barTop }));
    states.push(state);
  }
  return states;
}

describe('mobile search bar', () => {
  it('stays normal above its place', () => {
    expect(run([10, 50, 100])).toEqual(['normal', 'normal', 'normal']);
  });

  it('hides scrolling down and shows scrolling up past its place', () => {
    expect(run([100, 300, 250])).toEqual(['normal', 'hidden', 'shown']);
  });

  it('ignores movements of 6 px or less', () => {
    expect(run([100, 300, 295, 294])).toEqual(['normal', 'hidden', 'hidden', 'hidden']);
    expect(run([100, 300, 293])).toEqual(['normal', 'hidden', 'shown']);
  });

  it('becomes fixed when first past its place without a clear direction', () => {
    expect(nextMobileSearchBar('normal', { lastY: 103, y: 105, barTop: 100 }).state).toBe('fixed');
  });

  it('returns to normal back at the top', () => {
    expect(run([100, 300, 250, 20])).toEqual(['normal', 'hidden', 'shown', 'normal']);
  });
});

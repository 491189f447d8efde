import { describe, expect, it } from 'vitest';
import { searchBehaviour } from '../api/search-settings.ts';
import { searchDecision } from './search-decision.ts';

const on = searchBehaviour({ vehicleDataService: 'S', articlePopup: 'S', removeSpaces: 'N' });

describe('searchDecision', () => {
  it('asks the vehicle-data service first for a query of more than 3 characters, trimmed', () => {
    expect(searchDecision('  77103173 ', on)).toEqual({ kind: 'lookup', q: '77103173' });
    expect(searchDecision('HU 972/7 x', on)).toEqual({ kind: 'lookup', q: 'HU 972/7 x' });
    expect(searchDecision('abcd', on)).toEqual({ kind: 'lookup', q: 'abcd' });
  });

  it('goes straight to the results for 3 characters or fewer (counted as characters, not UTF-16 units)', () => {
    expect(searchDecision('abc', on)).toEqual({ kind: 'direct', q: 'abc' });
    expect(searchDecision('  ab  ', on)).toEqual({ kind: 'direct', q: 'ab' });
    expect(searchDecision('🙂🙂🙂', on)).toEqual({ kind: 'direct', q: '🙂🙂🙂' });
    expect(searchDecision('a b', on)).toEqual({ kind: 'direct', q: 'a b' });
  });

  it('goes straight to the results when either global flag is not S', () => {
    const off = (settings: { vehicleDataService: 'S' | 'N'; articlePopup: 'S' | 'N' }) =>
      searchBehaviour({ ...settings, removeSpaces: 'N' });
    expect(searchDecision('77103173', off({ vehicleDataService: 'N', articlePopup: 'S' }))).toEqual({ kind: 'direct', q: '77103173' });
    expect(searchDecision('77103173', off({ vehicleDataService: 'S', articlePopup: 'N' }))).toEqual({ kind: 'direct', q: '77103173' });
  });

  it('removes every whitespace when the setting says so, before counting', () => {
    const removing = { ...on, removeSpaces: true };
    expect(searchDecision(' HU 972/7\tx ', removing)).toEqual({ kind: 'lookup', q: 'HU972/7x' });
    expect(searchDecision('a b c', removing)).toEqual({ kind: 'direct', q: 'abc' });
    expect(searchDecision('a b c d', removing)).toEqual({ kind: 'lookup', q: 'abcd' });
    expect(searchDecision('a b c d', on)).toEqual({ kind: 'lookup', q: 'a b c d' });
  });

  it('does nothing for an empty query', () => {
    expect(searchDecision('', on)).toEqual({ kind: 'empty' });
    expect(searchDecision('   ', on)).toEqual({ kind: 'empty' });
    expect(searchDecision(' \n ', { ...on, removeSpaces: true })).toEqual({ kind: 'empty' });
  });

  it('leaves a query longer than the lookup takes to the results page', () => {
    expect(searchDecision('x'.repeat(100), on)).toEqual({ kind: 'lookup', q: 'x'.repeat(100) });
    expect(searchDecision('x'.repeat(101), on)).toEqual({ kind: 'direct', q: 'x'.repeat(101) });
  });
});

import { describe, expect, it } from 'vitest';
import { pageCount, pagerEntries, parsePage, type PagerEntry } from './pagination.ts';

const show = (entries: PagerEntry[]) => entries.map((entry) => (entry.kind === 'page' ? entry.page : '…')).join(' ');

describe('pager', () => {
  it('counts pages', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it('shows every page when there are few', () => {
    expect(show(pagerEntries(1, 1))).toBe('1');
    expect(show(pagerEntries(3, 5))).toBe('1 2 3 4 5');
  });

  it('puts gaps between distant pages', () => {
    expect(show(pagerEntries(1, 20))).toBe('1 2 3 … 20');
    expect(show(pagerEntries(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pagerEntries(20, 20))).toBe('1 … 18 19 20');
    expect(show(pagerEntries(5, 20))).toBe('1 2 3 4 5 6 7 … 20');
  });

  it('reads the page parameter', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('0x10')).toBe(1);
    expect(parsePage('1e3')).toBe(1);
    // Not canonical: a page URL ignores it, as the API refuses it.
    expect(parsePage('05')).toBe(1);
    expect(parsePage('20000')).toBe(1);
    expect(parsePage('20000', 100_000)).toBe(20000);
  });
});

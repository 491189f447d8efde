import { describe, expect, it } from 'vitest';
import { ariaSort, DEFAULT_QUERY, parseTableQuery, tableSearch, toggleSort } from './table-query.ts';

describe('switch-user table query', () => {
  it('defaults to customers sorted by company name ascending, page 1', () => {
    expect(parseTableQuery(new URLSearchParams())).toEqual({ userType: 'customer', q: '', page: 1, sort: 'companyName', dir: 'asc' });
    expect(tableSearch(DEFAULT_QUERY)).toBe('');
  });

  it('reads the query string and ignores unknown values', () => {
    expect(parseTableQuery(new URLSearchParams('userType=user&q=%20demo%20&page=3&sort=city&dir=desc'))).toEqual({
      userType: 'user',
      q: 'demo',
      page: 3,
      sort: 'city',
      dir: 'desc',
    });
    expect(parseTableQuery(new URLSearchParams('userType=admin&sort=password&dir=up&page=-1'))).toEqual(DEFAULT_QUERY);
  });

  it('writes only what differs from the default and reads back the same state', () => {
    const query = { userType: 'user', q: 'rossi & c', page: 2, sort: 'dsagen', dir: 'desc' } as const;
    const search = tableSearch(query);
    expect(search).toBe('?userType=user&q=rossi+%26+c&sort=dsagen&dir=desc&page=2');
    expect(parseTableQuery(new URLSearchParams(search))).toEqual(query);
  });

  it('flips the direction of the sort column and sorts another column ascending, back to page 1', () => {
    const onPage3 = { ...DEFAULT_QUERY, page: 3 };
    expect(toggleSort(onPage3, 'companyName')).toMatchObject({ sort: 'companyName', dir: 'desc', page: 1 });
    expect(toggleSort({ ...onPage3, dir: 'desc' }, 'companyName')).toMatchObject({ sort: 'companyName', dir: 'asc' });
    expect(toggleSort({ ...onPage3, dir: 'desc' }, 'city')).toMatchObject({ sort: 'city', dir: 'asc', page: 1 });
  });

  it('marks the sorted column for assistive technology', () => {
    expect(ariaSort(DEFAULT_QUERY, 'companyName')).toBe('ascending');
    expect(ariaSort({ ...DEFAULT_QUERY, dir: 'desc' }, 'companyName')).toBe('descending');
    expect(ariaSort(DEFAULT_QUERY, 'city')).toBe('none');
  });
});

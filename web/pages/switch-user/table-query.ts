import type { SortColumn, SortDirection, TableQuery, UserType } from '../../api/switch-user.ts';
import type { SwitchUserKey } from '../../../shared/i18n/switch-user.ts';
import { parsePage } from '../../ui/pagination.ts';

/** SPEC §3 "User table columns", in order, with their captions; companyName is the default sort, ascending. */
export const columns: ReadonlyArray<{ key: SortColumn; caption: SwitchUserKey }> = [
  { key: 'username', caption: 'JS_SWITCH_USER_COL_USERNAME' },
  { key: 'companyName', caption: 'JS_SWITCH_USER_COL_COMPANY' },
  { key: 'cdclieM', caption: 'JS_SWITCH_USER_COL_CUSTOMER_CODE' },
  { key: 'vatIdentificationNumber', caption: 'JS_SWITCH_USER_COL_VAT' },
  { key: 'city', caption: 'JS_SWITCH_USER_COL_CITY' },
  { key: 'stateProvinceRegion', caption: 'JS_SWITCH_USER_COL_PROVINCE' },
  { key: 'dsagen', caption: 'JS_SWITCH_USER_COL_AGENT' },
];

export const DEFAULT_QUERY: TableQuery = { userType: 'customer', q: '', page: 1, sort: 'companyName', dir: 'asc' };

const isSortColumn = (value: string | null): value is SortColumn => columns.some((column) => column.key === value);

/** The table's state from the page's query string (userType, q, page, sort, dir); anything unknown is the default. */
export function parseTableQuery(params: URLSearchParams): TableQuery {
  const userType: UserType = params.get('userType') === 'user' ? 'user' : 'customer';
  const sort = params.get('sort');
  const dir: SortDirection = params.get('dir') === 'desc' ? 'desc' : 'asc';
  return {
    userType,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: parsePage(params.get('page'), 100_000),
    sort: isSortColumn(sort) ? sort : DEFAULT_QUERY.sort,
    dir,
  };
}

/** The query string of a table state ("" for the default one); default values are left out. */
export function tableSearch(query: TableQuery): string {
  const params = new URLSearchParams();
  if (query.userType !== DEFAULT_QUERY.userType) params.set('userType', query.userType);
  if (query.q) params.set('q', query.q);
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.dir !== DEFAULT_QUERY.dir) params.set('dir', query.dir);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A click on a column caption: the same column flips its direction, another one sorts ascending; back to page 1. */
export function toggleSort(query: TableQuery, column: SortColumn): TableQuery {
  const dir: SortDirection = query.sort === column && query.dir === 'asc' ? 'desc' : 'asc';
  return { ...query, sort: column, dir, page: 1 };
}

/** The aria-sort value of a column header. */
export function ariaSort(query: TableQuery, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (query.sort !== column) return 'none';
  return query.dir === 'asc' ? 'ascending' : 'descending';
}

import useSWR from 'swr';
import type { SwitchUserRow, TablePageReply, TableSortColumn } from '../../shared/contract/switch-user.ts';
import { apiJson } from './fetch.ts';

/** SPEC §2: the hidden user type value chooses the table of customers or of users. */
export type UserType = 'customer' | 'user';
export type SortColumn = TableSortColumn;
export type SortDirection = 'asc' | 'desc';

/** One page of the switch-user table as the SPA asks for it (server-side paging, SPEC §7 "Other"). */
export interface TableQuery {
  userType: UserType;
  q: string;
  page: number;
  sort: SortColumn;
  dir: SortDirection;
}

export type { SwitchUserRow };
export type TablePage = TablePageReply;

export const SWITCH_USER_PAGE_SIZE = 20;

export function tablePageUrl(userType: UserType): string {
  return userType === 'user' ? '/login-as/select-user/page' : '/login-as/select-customer/page';
}

/** POST /login-as/select-{customer,user}/page with the paging parameters as JSON (and the CSRF header). */
export function fetchTablePage(query: TableQuery): Promise<TablePage> {
  const { page, sort, dir, q } = query;
  return apiJson<TablePage>(tablePageUrl(query.userType), {
    method: 'POST',
    json: { page, pageSize: SWITCH_USER_PAGE_SIZE, sort, dir, q },
  });
}

/** A stable key of a query: the SWR cache key, also telling whether shown rows belong to the current query. */
export function tableQueryKey(query: TableQuery): string {
  return JSON.stringify([query.userType, query.q, query.page, query.sort, query.dir]);
}

/**
 * The table page of `query`, with the query it answers: while another page loads the last one stays shown
 * (compare its query with the current one to dim it).
 */
export function useTablePage(query: TableQuery) {
  return useSWR(['switch-user', tableQueryKey(query)], async () => ({ query, reply: await fetchTablePage(query) }), {
    keepPreviousData: true,
  });
}

/**
 * The Select link of a row: the site root's switch-user endpoint with j_username, and the session's CSRF token
 * (the link changes the session). A plain link: the switch answers 303 to / and the whole page reloads.
 */
export function impersonateHref(username: string, csrfToken: string, back?: string): string {
  const href = `/login/impersonate?j_username=${encodeURIComponent(username)}&csrfToken=${encodeURIComponent(csrfToken)}`;
  // The list it is on (filter, sort, page): the way back from acting for the user returns there.
  return back ? `${href}&back=${encodeURIComponent(back)}` : href;
}

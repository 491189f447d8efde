import type { ReactNode } from 'react';
import { impersonateHref, type SwitchUserRow, type TableQuery } from '../../api/switch-user.ts';
import { t } from '../../../shared/i18n/switch-user.ts';
import { pagePath } from '../../../shared/routes.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { ariaSort, columns, tableSearch, toggleSort } from './table-query.ts';

/** The URL of the switch-user page showing `query`. */
export function switchUserHref(query: TableQuery): string {
  return pagePath('switchUser') + tableSearch(query);
}

/** How each sortable column's cells read (the captions and order are SPEC §3's, in table-query.ts). */
const cells: Record<(typeof columns)[number]['key'], (row: SwitchUserRow) => ReactNode> = {
  username: (row) => (
    <span className="font-medium text-slate-900">
      {row.username ?? <span className="text-slate-400 italic">{t('JS_SWITCH_USER_NO_USERNAME')}</span>}
    </span>
  ),
  companyName: (row) => <span className="font-semibold text-slate-900">{row.companyName}</span>,
  cdclieM: (row) => <span className="font-mono text-slate-700">{row.cdclieM}</span>,
  vatIdentificationNumber: (row) => <span className="font-mono text-slate-700 tabular-nums">{row.vatIdentificationNumber}</span>,
  city: (row) => <span className="text-slate-700">{row.city}</span>,
  stateProvinceRegion: (row) => <span className="text-slate-700">{row.stateProvinceRegion}</span>,
  dsagen: (row) => <span className="text-slate-700">{row.dsagen}</span>,
};
const NOWRAP = new Set(['username', 'cdclieM', 'vatIdentificationNumber', 'stateProvinceRegion', 'dsagen']);

/**
 * The switch-user table: sortable column captions (links, so the sort is in the URL) and, per row, the Select link
 * that switches to the row's user. Customer rows without a username have nothing to select.
 */
export function SwitchUserTable({ query, rows, csrfToken }: { query: TableQuery; rows: SwitchUserRow[]; csrfToken: string }) {
  const shown: Column<SwitchUserRow>[] = [
    ...columns.map((column) => ({
      key: column.key,
      header: t(column.caption),
      cell: cells[column.key],
      sort: { state: ariaSort(query, column.key), href: switchUserHref(toggleSort(query, column.key)) },
      ...(NOWRAP.has(column.key) ? { className: 'whitespace-nowrap' } : {}),
    })),
    {
      key: 'action',
      header: t('JS_SWITCH_USER_COL_ACTION'),
      headerHidden: true,
      className: 'text-right',
      cell: (row) =>
        row.username ? (
          <a
            href={impersonateHref(row.username, csrfToken, switchUserHref(query))}
            aria-label={t('JS_SWITCH_USER_SELECT_LABEL', { username: row.username })}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            data-testid="switch-user-select"
          >
            {t('JS_SWITCH_USER_SELECT')}
          </a>
        ) : null,
    },
  ];
  return (
    <Table
      label={query.userType === 'user' ? t('JS_SWITCH_USER_USERS') : t('JS_SWITCH_USER_CUSTOMERS')}
      columns={shown}
      rows={rows}
      rowKey={(row) => (row.userId !== undefined ? `u${row.userId}` : `c${row.customerId}`)}
      rowProps={(row) => ({
        className: 'hover:bg-slate-50 *:align-middle',
        'data-testid': 'switch-user-row',
        'data-username': row.username ?? '',
      })}
      empty={null}
      className="min-w-[60rem]"
      data-testid="switch-user-table"
    />
  );
}

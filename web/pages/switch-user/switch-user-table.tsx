import { Link } from 'react-router';
import { impersonateHref, type SwitchUserRow, type TableQuery } from '../../api/switch-user.ts';
import { t } from '../../../shared/i18n/switch-user.ts';
import { pagePath } from '../../../shared/routes.ts';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon } from '../../ui/icons.tsx';
import { ariaSort, columns, tableSearch, toggleSort } from './table-query.ts';

/** The URL of the switch-user page showing `query`. */
export function switchUserHref(query: TableQuery): string {
  return pagePath('switchUser') + tableSearch(query);
}

/**
 * The switch-user table: sortable column captions (links, so the sort is in the URL) and, per row, the Select link
 * that switches to the row's user. Customer rows without a username have nothing to select.
 */
export function SwitchUserTable({ query, rows, csrfToken }: { query: TableQuery; rows: SwitchUserRow[]; csrfToken: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[60rem] border-collapse text-left text-sm" data-testid="switch-user-table">
        <thead className="border-b-2 border-slate-300 bg-slate-50">
          <tr>
            {columns.map((column) => {
              const sort = ariaSort(query, column.key);
              const Arrow = sort === 'ascending' ? ChevronUpIcon : sort === 'descending' ? ChevronDownIcon : ChevronsUpDownIcon;
              return (
                <th key={column.key} scope="col" aria-sort={sort} className="px-3 py-2 whitespace-nowrap">
                  <Link
                    to={switchUserHref(toggleSort(query, column.key))}
                    data-testid={`sort-${column.key}`}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-sm text-xs font-semibold tracking-wide uppercase hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
                      sort === 'none' ? 'text-slate-500' : 'text-blue-800',
                    )}
                  >
                    {t(column.caption)}
                    <Arrow width={14} height={14} className={cn(sort === 'none' && 'opacity-50')} />
                  </Link>
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('JS_SWITCH_USER_COL_ACTION')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr
              key={row.userId !== undefined ? `u${row.userId}` : `c${row.customerId}`}
              className="hover:bg-slate-50"
              data-testid="switch-user-row"
              data-username={row.username ?? ''}
            >
              <td className="px-3 py-2 font-medium whitespace-nowrap text-slate-900">
                {row.username ?? <span className="text-slate-400 italic">{t('JS_SWITCH_USER_NO_USERNAME')}</span>}
              </td>
              <td className="px-3 py-2 font-semibold text-slate-900">{row.companyName}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap text-slate-700">{row.cdclieM}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap text-slate-700 tabular-nums">{row.vatIdentificationNumber}</td>
              <td className="px-3 py-2 text-slate-700">{row.city}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{row.stateProvinceRegion}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{row.dsagen}</td>
              <td className="px-3 py-2 text-right">
                {row.username ? (
                  <a
                    href={impersonateHref(row.username, csrfToken)}
                    aria-label={t('JS_SWITCH_USER_SELECT_LABEL', { username: row.username })}
                    className={buttonClass({ variant: 'outline', size: 'sm' })}
                    data-testid="switch-user-select"
                  >
                    {t('JS_SWITCH_USER_SELECT')}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

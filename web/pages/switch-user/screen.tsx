import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { usePageData } from '../../api/page-data.ts';
import { usePrincipal } from '../../api/principal.ts';
import { tableQueryKey, useTablePage, type TableQuery, type UserType } from '../../api/switch-user.ts';
import { t } from '../../../shared/i18n/switch-user.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../../shared/routes.ts';
import { cn } from '../../ui/cn.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageCount } from '../../ui/pagination.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { SwitchUserTable, switchUserHref } from './switch-user-table.tsx';
import { SwitchUserFilter } from './switch-user-filter.tsx';
import { parseTableQuery } from './table-query.ts';

/**
 * /cambia-utente?userType=…&q=…&sort=…&dir=…&page=…: staff pick a customer or a user to act for (SPEC §2).
 * The table is paged by the server; its state lives in the URL. Whoever may not use it gets the page data's
 * forbidden state (a 200, never a 403, which would reload the page) and a "not allowed" message.
 */
export default function SwitchUserPage() {
  const { principal } = usePrincipal();
  const page = usePageData('switchUser', pagePath('switchUser'));
  const { mutate } = page;
  // Someone else logged in (dialog, switch back): ask the server again who may see the page.
  useEffect(() => void mutate(), [principal?.username, mutate]);

  return (
    <PageFrame title={pageLabel('switchUser')} testId="switch-user-page">
      <PageData
        page={page}
        forbiddenTitle={t('JS_SWITCH_USER_FORBIDDEN_TITLE')}
        forbiddenText={t('JS_SWITCH_USER_FORBIDDEN_TEXT')}
        forbiddenTestId="switch-user-forbidden"
      >
        {() => (
          <div className="flex flex-col gap-4">
            {/* The audit of what staff did for customers: reached from here, the staff menu's switch-user entry. */}
            <Link to={pagePath('impersonationAudit')} className="self-start text-sm text-blue-800 underline">
              {pageLabel('impersonationAudit')}
            </Link>
            {principal ? <SwitchUserList csrfToken={principal.csrfToken} /> : <Loading />}
          </div>
        )}
      </PageData>
    </PageFrame>
  );
}

function SwitchUserList({ csrfToken }: { csrfToken: string }) {
  const [params] = useSearchParams();
  const query = parseTableQuery(params);
  const navigate = useNavigate();
  const show = (next: TableQuery) => void navigate(switchUserHref(next));
  return (
    <>
      <p className="-mt-2 text-slate-600">{t('JS_SWITCH_USER_INTRO')}</p>
      <SwitchUserFilter query={query} show={show} />
      <SwitchUserResults query={query} csrfToken={csrfToken} />
    </>
  );
}

/** The page of the table the URL asks for; the one shown before stays, faded, until it comes. */
function SwitchUserResults({ query, csrfToken }: { query: TableQuery; csrfToken: string }) {
  const table = useTablePage(query);
  const shown = table.data;
  const stale = shown !== undefined && tableQueryKey(shown.query) !== tableQueryKey(query);
  const reply = shown?.reply;
  const shownType = shown?.query.userType ?? query.userType;
  if (table.error && !reply) return <LoadFailed onRetry={() => void table.mutate()} />;
  if (!reply) return <Loading />;
  return (
    <div
      className={cn('flex flex-col gap-4 transition-opacity', stale && 'opacity-60')}
      aria-busy={stale}
      data-testid="switch-user-results"
    >
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <p data-testid="switch-user-count">{countText(shownType, reply.total)}</p>
        {stale ? <Spinner size="sm" label={t('JS_LOADING')} className="text-blue-700" /> : null}
      </div>
      {reply.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center" data-testid="switch-user-empty">
          <p className="font-semibold text-slate-800">
            {shownType === 'user' ? t('JS_SWITCH_USER_EMPTY_USERS') : t('JS_SWITCH_USER_EMPTY_CUSTOMERS')}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('JS_SWITCH_USER_EMPTY_HINT')}</p>
        </div>
      ) : (
        <SwitchUserTable query={query} rows={reply.rows} csrfToken={csrfToken} />
      )}
      <Pager page={reply.page} pages={pageCount(reply.total, reply.pageSize)} hrefFor={(page) => switchUserHref({ ...query, page })} />
    </div>
  );
}

function countText(userType: UserType, total: number): string {
  if (userType === 'user') return total === 1 ? t('JS_SWITCH_USER_COUNT_USERS_ONE') : t('JS_SWITCH_USER_COUNT_USERS_MANY', { total });
  return total === 1 ? t('JS_SWITCH_USER_COUNT_CUSTOMERS_ONE') : t('JS_SWITCH_USER_COUNT_CUSTOMERS_MANY', { total });
}

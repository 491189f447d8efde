import type { FormEvent } from 'react';
import { Link } from '../../ui/link.tsx';
import type { TableQuery, UserType } from '../../api/switch-user.ts';
import { t } from '../../../shared/i18n/switch-user.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { Input } from '../../ui/input.tsx';
import { switchUserHref } from './switch-user-table.tsx';

/**
 * The table's filter: customers or users, and a text to look for. A plain GET form, so it works before the
 * script arrives; with it, `show` puts the new query in the URL.
 */
export function SwitchUserFilter({ query, show }: { query: TableQuery; show: (next: TableQuery) => void }) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const userType: UserType = form.get('userType') === 'user' ? 'user' : 'customer';
    show({ ...query, userType, q: String(form.get('q') ?? '').trim(), page: 1 });
  }

  return (
    <form
      method="get"
      action={pagePath('switchUser')}
      onSubmit={onSubmit}
      role="search"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 md:flex-row md:items-end"
      data-testid="switch-user-filter"
    >
      <Input type="hidden" name="userType" value={query.userType} />
      <UserTypeToggle query={query} show={show} />
      <Field label={t('JS_SWITCH_USER_FILTER_LABEL')} id="switch-user-q" className="flex-1">
        <div className="flex gap-2">
          <Input
            key={query.q}
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            autoComplete="off"
            placeholder={t('JS_SWITCH_USER_FILTER_PLACEHOLDER')}
            className="flex-1"
          />
          <Button type="submit">
            <SearchIcon width={16} height={16} />
            {t('JS_SWITCH_USER_FILTER_SUBMIT')}
          </Button>
        </div>
      </Field>
      {query.q ? (
        <Link
          to={switchUserHref({ ...query, q: '', page: 1 })}
          className={buttonClass({ variant: 'ghost', className: 'self-start md:self-auto' })}
        >
          {t('JS_SWITCH_USER_FILTER_CLEAR')}
        </Link>
      ) : null}
    </form>
  );
}

/** Customers or users: two pressed-or-not buttons, the pressed one filled. */
function UserTypeToggle({ query, show }: { query: TableQuery; show: (next: TableQuery) => void }) {
  return (
    <div
      role="group"
      aria-label={t('JS_SWITCH_USER_TYPE')}
      className="inline-flex self-start rounded-lg border border-slate-300 bg-white p-1 md:self-auto"
    >
      {(['customer', 'user'] as const).map((userType) => (
        <Button
          key={userType}
          variant={query.userType === userType ? 'primary' : 'ghost'}
          aria-pressed={query.userType === userType}
          onClick={() => show({ ...query, userType, page: 1 })}
          className="h-9"
          data-testid={`user-type-${userType}`}
        >
          {userType === 'user' ? t('JS_SWITCH_USER_USERS') : t('JS_SWITCH_USER_CUSTOMERS')}
        </Button>
      ))}
    </div>
  );
}

import { Link } from '../ui/link.tsx';
import type { Principal } from '../api/principal.ts';
import { t } from '../../shared/i18n/translate.ts';
import { pagePath } from '../../shared/routes.ts';
import { cn } from '../ui/cn.ts';
import { LogoutButton } from './logout-button.tsx';
import { shortName } from './short-name.ts';

/** What fits the header's 14 rem beside the cart without an ellipsis cutting a word. */
const COMPANY_NAME_MAX = 28;

/** Company name and username of a logged-in user, a link to their account area (/area-clienti). */
export function AccountIdentity({ principal, className }: { principal: Principal; className?: string }) {
  return (
    <Link
      to={pagePath('accountArea')}
      className={cn(
        'flex min-w-0 flex-col rounded-md leading-tight hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        className,
      )}
      data-testid="account-identity"
    >
      <span className="sr-only">{t('JS_PAGE_ACCOUNT_AREA')}: </span>
      {principal.companyName ? <CompanyName name={principal.companyName} /> : null}
      {principal.username ? (
        <span className="truncate text-xs opacity-80">{t('JS_ACCOUNT_USER', { username: principal.username })}</span>
      ) : null}
    </Link>
  );
}

/** A long company name shortened at a word, the full name in its tooltip. */
function CompanyName({ name }: { name: string }) {
  const shown = shortName(name, COMPANY_NAME_MAX);
  return (
    <span className="truncate text-sm font-semibold" title={shown === name ? undefined : name}>
      {shown}
    </span>
  );
}

/** The header's account area of a logged-in user: identity (above 1024 px) and logout. */
export function SignedInAccount({ principal }: { principal: Principal }) {
  return (
    <div className="flex items-center gap-3 text-white">
      <AccountIdentity principal={principal} className="max-w-56 handheld:hidden" />
      <LogoutButton className="max-[480px]:hidden" />
    </div>
  );
}

import type { Principal } from '../api/principal.ts';
import { t } from '../../shared/i18n/translate.ts';
import { cn } from '../ui/cn.ts';
import { LogoutButton } from './logout-button.tsx';

/** Company name and username of a logged-in user. */
export function AccountIdentity({ principal, className }: { principal: Principal; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col leading-tight', className)} data-testid="account-identity">
      {principal.companyName ? <span className="truncate text-sm font-semibold">{principal.companyName}</span> : null}
      {principal.username ? (
        <span className="truncate text-xs opacity-80">{t('JS_ACCOUNT_USER', { username: principal.username })}</span>
      ) : null}
    </div>
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

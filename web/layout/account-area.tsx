import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { logout } from '../api/auth.ts';
import type { Principal } from '../api/principal.ts';
import { t } from '../i18n/translate.ts';
import { useLoginDialog } from '../session/login-dialog.tsx';
import { notifyGenericError } from '../session/notify.ts';
import { loginHref, returnToFor } from '../session/return-to.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { UserIcon } from '../ui/icons.tsx';

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

export function LogoutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      window.location.assign(await logout());
    } catch (error) {
      setBusy(false);
      notifyGenericError(error);
    }
  }
  return (
    <Button variant="inverse" size="sm" className={cn('border border-white/30', className)} disabled={busy} onClick={onClick}>
      {t('JS_LOGOUT')}
    </Button>
  );
}

/** The login link: a plain link to /login (works without JavaScript) that opens the login dialog. */
export function LoginLink({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const location = useLocation();
  const { openLogin } = useLoginDialog();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen?.();
    openLogin();
  }
  return (
    <a
      href={loginHref(returnToFor(location))}
      onClick={onClick}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold text-white max-[400px]:gap-1 max-[400px]:px-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white',
        className,
      )}
    >
      <UserIcon />
      {t('JS_LOGIN_LINK')}
    </a>
  );
}

/** Header account area: identity (above 1024 px) and logout for a logged-in user, the login link otherwise. */
export function AccountArea({ principal, loggedIn }: { principal: Principal | undefined; loggedIn: boolean }) {
  if (!principal) return <span className="inline-block h-10 w-20" aria-hidden="true" />;
  if (!loggedIn) return <LoginLink />;
  return (
    <div className="flex items-center gap-3 text-white">
      <AccountIdentity principal={principal} className="max-w-56 handheld:hidden" />
      <LogoutButton className="max-[480px]:hidden" />
    </div>
  );
}

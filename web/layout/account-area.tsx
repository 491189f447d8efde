import type { MouseEvent } from 'react';
import { useLocation } from '../router/index.ts';
import { usePrincipal, type Principal } from '../api/principal.ts';
import { t } from '../../shared/i18n/translate.ts';
import { useLoginDialog } from '../session/login-dialog.tsx';
import { loginHref, returnToFor } from '../session/return-to.ts';
import { cn } from '../ui/cn.ts';
import { isPlainClick } from '../ui/plain-click.ts';
import { UserIcon } from '../ui/icons.tsx';
import { SignedInAccount } from './signed-in-pieces.tsx';

/** The login link: a plain link to /login (works without JavaScript) that opens the login dialog. */
export function LoginLink({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const location = useLocation();
  const { openLogin } = useLoginDialog();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
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

/** Keeps the account area's room while the principal, or the logged-in pieces' code, is on its way. */
const reservedRoom = <span className="inline-block h-10 w-20" aria-hidden="true" />;

/** Header account area: identity (above 1024 px) and logout for a logged-in user, the login link otherwise. */
export function AccountArea({ principal, loggedIn }: { principal: Principal | undefined; loggedIn: boolean }) {
  if (!principal) return reservedRoom;
  if (!loggedIn) return <LoginLink />;
  return <SignedInAccount.Component principal={principal} fallback={reservedRoom} />;
}

/** The header's account area, reading the principal itself: it is deferred (web/layout/deferred-parts.ts). */
export function HeaderAccount() {
  const { principal, loggedIn } = usePrincipal();
  return <AccountArea principal={principal} loggedIn={loggedIn} />;
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePrincipal } from '../api/principal.ts';
import { t } from '../i18n/translate.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { LoginForm } from './login-form.tsx';
import { returnToFor } from './return-to.ts';
import { isLoggedIn, sessionJustExpired } from './session-timeout.ts';

/**
 * The login timeout dialog. usePrincipal polls every 30 s while the user is logged in (SPEC §9); when a
 * reply says the session is no longer authenticated, this dialog asks to log in again.
 */
export function SessionTimeoutDialog() {
  const { principal } = usePrincipal();
  const location = useLocation();
  const wasLoggedIn = useRef(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!principal) return;
    if (sessionJustExpired(wasLoggedIn.current, principal)) setOpen(true);
    wasLoggedIn.current = isLoggedIn(principal);
  }, [principal]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t('JS_CLOSE')} data-testid="session-timeout-dialog">
        <DialogHeader>
          <DialogTitle>{t('JS_SESSION_EXPIRED_TITLE')}</DialogTitle>
          <DialogDescription>{t('JS_SESSION_EXPIRED_TEXT')}</DialogDescription>
        </DialogHeader>
        <LoginForm returnTo={returnToFor(location)} autoFocus />
      </DialogContent>
    </Dialog>
  );
}

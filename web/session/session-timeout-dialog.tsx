import { useEffect, useRef, useState } from 'react';
import { usePrincipal } from '../api/principal.ts';
import { t } from '../../shared/i18n/translate.ts';
import { LoginFormDialogOnDemand } from './login-form-dialog-on-demand.ts';
import { isLoggedIn, sessionJustExpired } from './session-timeout.ts';

/**
 * The login timeout dialog. usePrincipal polls every 30 s while the user is logged in (SPEC §9); when a
 * reply says the session is no longer authenticated, this dialog asks to log in again.
 */
export function SessionTimeoutDialog() {
  const { principal } = usePrincipal();
  const wasLoggedIn = useRef(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!principal) return;
    if (sessionJustExpired(wasLoggedIn.current, principal)) setOpen(true);
    wasLoggedIn.current = isLoggedIn(principal);
  }, [principal]);

  return (
    <LoginFormDialogOnDemand
      needed={open}
      open={open}
      onOpenChange={setOpen}
      title={t('JS_SESSION_EXPIRED_TITLE')}
      description={t('JS_SESSION_EXPIRED_TEXT')}
      testId="session-timeout-dialog"
    />
  );
}

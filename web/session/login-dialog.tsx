import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../shared/i18n/translate.ts';
import { LoginFormDialogOnDemand } from './login-form-dialog-on-demand.ts';

interface LoginDialogApi {
  openLogin: () => void;
}

const LoginDialogContext = createContext<LoginDialogApi>({ openLogin: () => undefined });

/** Lets any screen open the login dialog (the header's login link, the search page's price hint). */
export function useLoginDialog(): LoginDialogApi {
  return useContext(LoginDialogContext);
}

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const api = useMemo(() => ({ openLogin: () => setOpen(true) }), []);
  return (
    <LoginDialogContext value={api}>
      {children}
      <LoginFormDialogOnDemand
        needed={open}
        open={open}
        onOpenChange={setOpen}
        title={t('JS_LOGIN_TITLE')}
        description={t('JS_LOGIN_INTRO')}
      />
    </LoginDialogContext>
  );
}

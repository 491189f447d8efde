import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { t } from '../i18n/translate.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { LoginForm } from './login-form.tsx';
import { returnToFor } from './return-to.ts';

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
  const location = useLocation();
  const api = useMemo(() => ({ openLogin: () => setOpen(true) }), []);
  return (
    <LoginDialogContext value={api}>
      {children}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('JS_CLOSE')}>
          <DialogHeader>
            <DialogTitle>{t('JS_LOGIN_TITLE')}</DialogTitle>
            <DialogDescription>{t('JS_LOGIN_INTRO')}</DialogDescription>
          </DialogHeader>
          <LoginForm returnTo={returnToFor(location)} autoFocus />
        </DialogContent>
      </Dialog>
    </LoginDialogContext>
  );
}

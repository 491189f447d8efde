import { useLocation } from '../router/index.ts';
import { t } from '../../shared/i18n/translate.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { useReturnFocus } from '../ui/use-return-focus.ts';
import { LoginForm } from './login-form.tsx';
import { returnToFor } from './return-to.ts';

export interface LoginFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  testId?: string;
}

/** A dialog with the login form, back to the current page after login (the login dialog, the session timeout). */
export function LoginFormDialog({ open, onOpenChange, title, description, testId }: LoginFormDialogProps) {
  const location = useLocation();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('JS_CLOSE')} onCloseAutoFocus={returnFocus} {...(testId ? { 'data-testid': testId } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <LoginForm returnTo={returnToFor(location)} autoFocus />
      </DialogContent>
    </Dialog>
  );
}

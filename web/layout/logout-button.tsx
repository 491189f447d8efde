import { useState } from 'react';
import { logout } from '../api/auth.ts';
import { t } from '../../shared/i18n/translate.ts';
import { notifyGenericError } from '../session/notify.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';

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

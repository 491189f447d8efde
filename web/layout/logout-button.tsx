import { logout } from '../api/auth.ts';
import { t } from '../../shared/i18n/translate.ts';
import { notifyGenericError } from '../session/notify.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { useFormSubmit } from '../ui/use-form-submit.ts';

export function LogoutButton({ className }: { className?: string }) {
  const { submitting, run } = useFormSubmit({ leavesPage: true, onRefusal: notifyGenericError });
  const onClick = () => void run(async () => window.location.assign(await logout()));
  return (
    <Button variant="inverse" size="sm" className={cn('border border-white/30', className)} disabled={submitting} onClick={onClick}>
      {t('JS_LOGOUT')}
    </Button>
  );
}

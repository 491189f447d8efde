import type { Principal } from '../api/principal.ts';
import { endImpersonation } from '../api/impersonation.ts';
import { t } from '../../shared/i18n/translate.ts';
import { notifyGenericError } from '../session/notify.ts';
import { Button } from '../ui/button.tsx';
import { useFormSubmit } from '../ui/use-form-submit.ts';

/** While staff act as another user (after a switch user): who they act as, who they are, and the way back. */
export function ImpersonationBanner({ principal }: { principal: Principal | undefined }) {
  if (!principal?.authenticated || !principal.impersonatorUsername) return null;
  return (
    <div className="bg-amber-300 text-slate-900" data-testid="impersonation-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 max-[400px]:px-3">
        <p className="min-w-0 text-sm font-medium break-words">
          {t('JS_SWITCH_USER_BANNER', {
            username: principal.username ?? '',
            companyName: principal.companyName ?? '',
            impersonator: principal.impersonatorUsername,
          })}
        </p>
        <BackToStaffButton />
      </div>
    </div>
  );
}

function BackToStaffButton() {
  const { submitting, run } = useFormSubmit({ leavesPage: true, onRefusal: notifyGenericError });
  // A full reload: every cached page, cart and token belonged to the other user.
  const onClick = () => void run(async () => window.location.assign(await endImpersonation()));
  return (
    <Button size="sm" className="bg-slate-900 hover:bg-slate-800 focus-visible:outline-slate-900" disabled={submitting} onClick={onClick}>
      {t('JS_SWITCH_USER_BACK')}
    </Button>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../router/index.ts';
import { requestPasswordRecovery } from '../../api/auth.ts';
import { t } from '../../../shared/i18n/login.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Notice } from '../../ui/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Input } from '../../ui/input.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { AccessCard } from '../../session/access-card.tsx';

/**
 * /password-dimenticata: asks for a username or e-mail address and says the link is on its way, whoever was named
 * (the server answers the same). A real form: without JavaScript the server redirects back with `?inviata=1`.
 */
export default function PasswordForgottenPage() {
  useDocumentTitle(pageLabel('passwordForgotten'));
  const id = useId();
  const [params] = useSearchParams();
  const [sent, setSent] = useState(params.get('inviata') === '1');
  const { submitting, error, run } = useFormSubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const login = String(new FormData(event.currentTarget).get('login') ?? '').trim();
    void run(async () => {
      await requestPasswordRecovery(login);
      setSent(true);
    });
  }

  return (
    <AccessCard title={pageLabel('passwordForgotten')} testId="password-forgotten-page">
      {sent ? (
        <Notice tone="success" role="status" className="mt-4">
          {t('JS_RECOVERY_SENT')}
        </Notice>
      ) : (
        <form method="post" action="/password-dimenticata" onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-busy={submitting}>
          <p className="text-sm text-slate-600">{t('JS_RECOVERY_INTRO')}</p>
          <Field label={t('JS_RECOVERY_LOGIN')} id={`${id}-login`}>
            <Input name="login" autoComplete="username" required autoFocus maxLength={254} />
          </Field>
          <FormAlert message={error} />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting ? t('JS_RECOVERY_SENDING') : t('JS_RECOVERY_SUBMIT')}
          </Button>
        </form>
      )}
    </AccessCard>
  );
}

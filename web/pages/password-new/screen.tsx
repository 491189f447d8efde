import { useId, type FormEvent } from 'react';
import { useLocation } from '../../router/index.ts';
import { setNewPassword } from '../../api/auth.ts';
import { usePageData } from '../../api/page-data.ts';
import { t } from '../../../shared/i18n/login.ts';
import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Notice } from '../../ui/notice.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Input } from '../../ui/input.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { PageData } from '../../ui/page-data.tsx';
import type { pageReply } from './contract.ts';
import type { z } from 'zod';
import { AccessCard } from '../../session/access-card.tsx';

type Reply = z.output<typeof pageReply>;

/** /password-nuova?token=: the new-password form of a recovery link, or, for a link that no longer works, a way to ask for another. */
export default function PasswordNewPage() {
  useDocumentTitle(pageLabel('passwordNew'));
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const page = usePageData('passwordNew', dataKey(params, location.pathname));
  return (
    <AccessCard title={pageLabel('passwordNew')} testId="password-new-page">
      <PageData page={page} forbiddenTitle={pageLabel('passwordNew')}>
        {(data) => <NewPassword data={data} token={params.get('token') ?? ''} />}
      </PageData>
    </AccessCard>
  );
}

function NewPassword({ data, token }: { data: Reply; token: string }) {
  const id = useId();
  const { submitting, error, run } = useFormSubmit();

  if (!data.valid) {
    return (
      <div className="mt-4 flex flex-col gap-4">
        <Notice tone="warning" role="alert">
          {t('JS_NEW_PASSWORD_INVALID_LINK')}
        </Notice>
        <a href={pagePath('passwordForgotten')} className={buttonClass()}>
          {t('JS_NEW_PASSWORD_ASK_AGAIN')}
        </a>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const next = await setNewPassword({
        token,
        password: String(form.get('password') ?? ''),
        confirm: String(form.get('confirm') ?? ''),
      });
      window.location.assign(next);
    });
  }

  return (
    <form method="post" action="/password-nuova" onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-busy={submitting}>
      <p className="text-sm text-slate-600">{t('JS_NEW_PASSWORD_INTRO', { username: data.username ?? '', min: data.minLength })}</p>
      <Input type="hidden" name="token" value={token} />
      <Input type="hidden" name="username" value={data.username ?? ''} autoComplete="username" />
      <Field label={t('JS_NEW_PASSWORD')} id={`${id}-password`}>
        <Input name="password" type="password" autoComplete="new-password" required minLength={data.minLength} maxLength={200} />
      </Field>
      <Field label={t('JS_NEW_PASSWORD_CONFIRM')} id={`${id}-confirm`}>
        <Input name="confirm" type="password" autoComplete="new-password" required minLength={data.minLength} maxLength={200} />
      </Field>
      <FormAlert message={error} />
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t('JS_NEW_PASSWORD_SAVING') : t('JS_NEW_PASSWORD_SUBMIT')}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../router/index.ts';
import { usePageData } from '../../api/page-data.ts';
import { inviteUser } from '../../api/staff-mail.ts';
import { t } from '../../../shared/i18n/staff-mail.ts';
import { Notice } from '../../ui/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Input } from '../../ui/input.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/** /staff/invita?cliente=: a new user for a customer; the invitation's link lets them choose a password and log in. */
export default function InviteUserPage() {
  const page = usePageData('inviteUser');
  return (
    <LabelledPageData name="inviteUser" testId="invite-user-page" forbiddenTestId="invite-user-forbidden" page={page}>
      {() => <InviteForm />}
    </LabelledPageData>
  );
}

function InviteForm() {
  const [params] = useSearchParams();
  const { submitting: sending, error, run } = useFormSubmit();
  const [sent, setSent] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const input = {
      customerCode: String(form.get('customerCode') ?? '').trim(),
      name: String(form.get('name') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
    };
    void run(async () => {
      setSent(null);
      const invited = await inviteUser(input);
      setSent(t('JS_INVITE_SENT', { email: input.email, username: invited.username, company: invited.companyName }));
      element.reset();
    });
  }

  return (
    <form onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4" aria-busy={sending}>
      <p className="text-slate-700">{t('JS_INVITE_INTRO')}</p>
      <Field label={t('JS_INVITE_CUSTOMER')} id="invite-customer">
        <Input name="customerCode" required maxLength={40} defaultValue={params.get('cliente') ?? ''} autoComplete="off" />
      </Field>
      <Field label={t('JS_INVITE_NAME')} id="invite-name">
        <Input name="name" required maxLength={100} autoComplete="off" />
      </Field>
      <Field label={t('JS_INVITE_EMAIL')} id="invite-email">
        <Input name="email" type="email" required maxLength={254} autoComplete="off" />
      </Field>
      {sent ? (
        <Notice tone="success" role="status">
          {sent}
        </Notice>
      ) : null}
      <FormAlert message={error} />
      <Button type="submit" disabled={sending} className="self-start">
        {t('JS_INVITE_SUBMIT')}
      </Button>
    </form>
  );
}

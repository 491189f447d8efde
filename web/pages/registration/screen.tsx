import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../router/index.ts';
import { requestRegistration } from '../../api/auth.ts';
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

const FIELDS = [
  { name: 'companyName', label: 'JS_REGISTRATION_COMPANY', autoComplete: 'organization', maxLength: 120, required: true },
  { name: 'vatNumber', label: 'JS_REGISTRATION_VAT', autoComplete: 'off', maxLength: 20, required: true },
  { name: 'sdiOrPec', label: 'JS_REGISTRATION_SDI', autoComplete: 'off', maxLength: 254, required: true },
  { name: 'address', label: 'JS_REGISTRATION_ADDRESS', autoComplete: 'street-address', maxLength: 200, required: true },
  { name: 'contactName', label: 'JS_REGISTRATION_CONTACT', autoComplete: 'name', maxLength: 100, required: true },
  { name: 'email', label: 'JS_REGISTRATION_EMAIL', autoComplete: 'email', maxLength: 254, required: true, type: 'email' },
  { name: 'phone', label: 'JS_REGISTRATION_PHONE', autoComplete: 'tel', maxLength: 30, required: false, type: 'tel' },
] as const;

/** /registrazione: a workshop that is not yet a customer asks to become one; the shop gets it by mail, the sender a confirmation. */
export default function RegistrationPage() {
  useDocumentTitle(pageLabel('registration'));
  const [params] = useSearchParams();
  const [sent, setSent] = useState(params.get('inviata') === '1');
  const { submitting, error, run } = useFormSubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(FIELDS.map((field) => [field.name, String(form.get(field.name) ?? '')]));
    void run(async () => {
      await requestRegistration(input);
      setSent(true);
    });
  }

  return (
    <AccessCard title={pageLabel('registration')} wide testId="registration-page">
      {sent ? (
        <Notice tone="success" role="status" className="mt-4">
          {t('JS_REGISTRATION_SENT')}
        </Notice>
      ) : (
        <form method="post" action="/registrazione" onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-busy={submitting}>
          <p className="text-sm text-slate-600">{t('JS_REGISTRATION_INTRO')}</p>
          {FIELDS.map((field) => (
            <Field key={field.name} label={t(field.label)} id={`registration-${field.name}`}>
              <Input
                name={field.name}
                type={'type' in field ? field.type : 'text'}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required={field.required}
              />
            </Field>
          ))}
          <FormAlert message={error} />
          <Button type="submit" disabled={submitting} className="w-full">
            {t('JS_REGISTRATION_SUBMIT')}
          </Button>
        </form>
      )}
    </AccessCard>
  );
}

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { t } from '../../../shared/i18n/requests.ts';
import { requestInformation } from '../../api/requests.ts';
import { Notice } from '../../ui/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import type { pageReply } from '../../pages/information-request/contract.ts';

type Data = z.output<typeof pageReply>;

/** The message's longest length, as the server takes it. */
const MESSAGE_MAX = 5000;

/**
 * The information request form (SPEC §5): sent only when the browser's validity check passes, else an error
 * paragraph; name and e-mail prefilled from the account. The acknowledgement goes to the account's address.
 */
export function InformationForm({ data, onSent }: { data: Data; onSent?: () => void }) {
  const [invalid, setInvalid] = useState(false);
  const [sent, setSent] = useState(false);
  const { submitting, error, run } = useFormSubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const values = new FormData(form);
    const field = (name: string) => String(values.get(name) ?? '');
    void run(async () => {
      await requestInformation({
        productcode: String(data.product.id),
        name: field('name'),
        email: field('email'),
        phone: field('phone'),
        message: field('message'),
      });
      setSent(true);
      onSent?.();
    });
  }

  if (sent) {
    return (
      <Notice tone="success" role="status">
        {t('JS_INFO_SENT')}
      </Notice>
    );
  }
  return (
    <form
      method="post"
      action="/richiesta-informazioni"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      className="flex flex-col gap-3"
      data-testid="information-form"
    >
      <p className="text-sm text-slate-700">{t('JS_INFO_INTRO', { code: data.product.code, brand: data.product.brand })}</p>
      <Input type="hidden" name="productcode" value={data.product.id} />
      <Field label={t('JS_INFO_NAME')} id="information-name" required>
        <Input name="name" defaultValue={data.name} autoComplete="name" maxLength={100} required />
      </Field>
      <Field label={t('JS_INFO_EMAIL')} id="information-email" required>
        <Input name="email" type="email" defaultValue={data.email} autoComplete="email" maxLength={254} required />
      </Field>
      <Field label={t('JS_INFO_PHONE')} id="information-phone">
        <Input name="phone" type="tel" defaultValue={data.phone} autoComplete="tel" maxLength={30} pattern="[+0-9 ]*" />
      </Field>
      <Field label={t('JS_INFO_MESSAGE')} id="information-message" required>
        <Textarea name="message" rows={5} maxLength={MESSAGE_MAX} required />
      </Field>
      {invalid ? (
        <p role="alert" className="text-sm text-red-800" data-testid="information-invalid">
          {t('JS_INFO_INVALID')}
        </p>
      ) : null}
      <FormAlert message={error} />
      <Button type="submit" disabled={submitting} className="self-start">
        {t('JS_INFO_SUBMIT')}
      </Button>
    </form>
  );
}

import type { FormEvent } from 'react';
import { useNavigate } from '../../router/index.ts';
import { stateLabels, t, templateLabels } from '../../../shared/i18n/staff-mail.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { stateText, templateText } from './mail-labels.ts';
import { outboxHref } from './outbox-href.ts';

/** The outbox's filter by template and state: a plain GET form, which with the script only changes the URL. */
export function OutboxFilter({ template, state }: { template: string | null; state: string | null }) {
  const navigate = useNavigate();

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(outboxHref({ modello: String(form.get('modello') ?? ''), stato: String(form.get('stato') ?? '') }));
  }

  return (
    <form
      method="get"
      action={pagePath('mailOutbox')}
      onSubmit={onFilter}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 md:flex-row md:items-end"
      data-testid="mail-outbox-filter"
    >
      <FilterSelect
        label={t('JS_MAIL_COL_TEMPLATE')}
        id="mail-outbox-template"
        name="modello"
        value={template}
        all={t('JS_MAIL_ALL_TEMPLATES')}
        names={Object.keys(templateLabels)}
        text={templateText}
      />
      <FilterSelect
        label={t('JS_MAIL_COL_STATE')}
        id="mail-outbox-state"
        name="stato"
        value={state}
        all={t('JS_MAIL_ALL_STATES')}
        names={Object.keys(stateLabels)}
        text={stateText}
      />
      <Button type="submit">{t('JS_MAIL_FILTER')}</Button>
    </form>
  );
}

/** One filter: any (`all`) or one of `names`; keyed by the value, so a new URL resets what was picked. */
function FilterSelect({
  label,
  id,
  name,
  value,
  all,
  names,
  text,
}: {
  label: string;
  id: string;
  name: string;
  value: string | null;
  all: string;
  names: string[];
  text: (name: string) => string;
}) {
  return (
    <Field label={label} id={id}>
      <Select name={name} defaultValue={value ?? ''} key={`${name}:${value ?? ''}`}>
        <option value="">{all}</option>
        {names.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

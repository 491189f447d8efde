import { useState, type FormEvent } from 'react';
import { formatDateTime, formatDay } from '../../../shared/i18n/date-time.ts';
import { t } from '../../../shared/i18n/communications.ts';
import { dataKey } from './data-key.ts';
import { publishCommunication } from '../../api/communications.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { Notice } from '../../ui/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/check.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { Panel } from '../../ui/panel.tsx';
import type { Column } from '../../ui/table.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import type { CommunicationsReply } from './contract.ts';
import { ValidityFields } from './validity-fields.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';
import { ListedPageTable } from '../../blocks/page-screen/listed-page-table.tsx';

type Row = CommunicationsReply['rows'][number];

const columns: ReadonlyArray<Column<Row>> = [
  {
    key: 'title',
    header: t('JS_COMM_COL_TITLE'),
    cell: (row) => (
      <span className="flex flex-col">
        <span className="font-semibold">{row.title}</span>
        {row.mandatory ? <span className="text-xs text-red-800">{t('JS_COMM_YES')}</span> : null}
      </span>
    ),
  },
  {
    key: 'dates',
    header: t('JS_COMM_COL_DATES'),
    cell: (row) => `${formatDay(row.validFrom)} – ${formatDay(row.validTo)}`,
    secondary: true,
  },
  {
    key: 'to',
    header: t('JS_COMM_COL_TO'),
    cell: (row) => (row.allCustomers ? t('JS_COMM_ALL_CUSTOMERS') : row.customerCodes.join(', ')),
    secondary: true,
  },
  {
    key: 'acks',
    header: t('JS_COMM_COL_ACKS'),
    cell: (row) =>
      row.acknowledgements.length === 0 ? (
        t('JS_COMM_NO_ACKS')
      ) : (
        <ul className="flex flex-col gap-1" data-testid="communication-acks">
          {row.acknowledgements.map((ack) => (
            <li key={`${ack.username}-${ack.at}`}>
              {t(ack.action === 'accepted' ? 'JS_COMM_ACK_ACCEPTED' : 'JS_COMM_ACK_CLOSED', {
                username: ack.username,
                company: ack.companyName,
                when: formatDateTime(ack.at),
              })}
            </li>
          ))}
        </ul>
      ),
    secondary: true,
  },
];

/** /staff/comunicazioni: staff write a communication to all customers or chosen ones, and see who acknowledged which. */
export default function CommunicationsPage() {
  const page = usePageDataAt('communications', dataKey);
  return (
    <LabelledPageData name="communications" testId="communications-page" forbiddenTestId="communications-forbidden" page={page}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <NewCommunication onPublished={() => void page.mutate()} />
          <ListedPageTable
            name="communications"
            columns={columns}
            reply={data}
            rowKey={(row) => row.id}
            rowProps={() => ({ 'data-testid': 'communication-row' })}
            empty={t('JS_COMM_EMPTY')}
          />
        </div>
      )}
    </LabelledPageData>
  );
}

function NewCommunication({ onPublished }: { onPublished: () => void }) {
  const [allCustomers, setAllCustomers] = useState(true);
  const { submitting: sending, error, run } = useFormSubmit();
  const [saved, setSaved] = useState(false);
  // A new key after each publication: the validity starts again from its default span.
  const [published, setPublished] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    void run(async () => {
      setSaved(false);
      await publishCommunication({
        title: text('title'),
        text: text('text'),
        mandatory: form.get('mandatory') === 'on',
        validFrom: text('validFrom'),
        validTo: text('validTo'),
        allCustomers: form.get('allCustomers') === 'on',
        customerCodes: text('customerCodes'),
      });
      setSaved(true);
      element.reset();
      setPublished((count) => count + 1);
      setAllCustomers(true);
      onPublished();
    });
  }

  return (
    <Panel title={t('JS_COMM_NEW')}>
      <form onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-4" aria-busy={sending}>
        <Field label={t('JS_COMM_TITLE')} id="comm-title">
          <Input name="title" required maxLength={200} autoComplete="off" />
        </Field>
        <Field label={t('JS_COMM_TEXT')} id="comm-text">
          <Textarea name="text" required maxLength={5000} rows={5} />
        </Field>
        <Checkbox name="mandatory" label={t('JS_COMM_MANDATORY_LABEL')} />
        <ValidityFields key={published} />
        <Checkbox name="allCustomers" label={t('JS_COMM_ALL_CUSTOMERS')} checked={allCustomers} onCheckedChange={setAllCustomers} />
        <Field label={t('JS_COMM_CUSTOMER_CODES')} hint={t('JS_COMM_CUSTOMER_CODES_HINT')} id="comm-customers">
          <Input name="customerCodes" required={!allCustomers} disabled={allCustomers} maxLength={20_000} autoComplete="off" />
        </Field>
        {saved ? (
          <Notice tone="success" role="status">
            {t('JS_COMM_SAVED')}
          </Notice>
        ) : (
          <FormAlert message={error} />
        )}
        <Button type="submit" disabled={sending} className="self-start">
          {t('JS_COMM_SUBMIT')}
        </Button>
      </form>
    </Panel>
  );
}

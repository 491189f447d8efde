import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { usePageData } from '../../api/page-data.ts';
import { resendMail } from '../../api/staff-mail.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { stateLabels, t, templateLabels, type StateName, type TemplateName } from '../../../shared/i18n/staff-mail.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import { Panel } from '../../ui/panel.tsx';
import { Select } from '../../ui/select.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import type { pageReply } from './contract.ts';

type Reply = z.output<typeof pageReply>;
type Row = Reply['rows'][number];

const templateText = (name: string) => (name in templateLabels ? t(templateLabels[name as TemplateName]) : name);
const stateText = (name: string) => (name in stateLabels ? t(stateLabels[name as StateName]) : name);

/** The outbox's URL with these filters, page and preview (only the ones set). */
function outboxHref(filters: { modello?: string | null; stato?: string | null; pagina?: number; messaggio?: number }): string {
  const params = new URLSearchParams();
  if (filters.modello) params.set('modello', filters.modello);
  if (filters.stato) params.set('stato', filters.stato);
  if (filters.pagina && filters.pagina > 1) params.set('pagina', String(filters.pagina));
  if (filters.messaggio) params.set('messaggio', String(filters.messaggio));
  const query = params.toString();
  return query ? `${pagePath('mailOutbox')}?${query}` : pagePath('mailOutbox');
}

/** /staff/posta: the last mails, paged, filtered by template and state, each with a preview; a failed one can be resent. */
export default function MailOutboxPage() {
  const location = useLocation();
  const page = usePageData('mailOutbox', dataKey(new URLSearchParams(location.search), location.pathname));
  return (
    <PageFrame title={pageLabel('mailOutbox')} testId="mail-outbox-page">
      <PageData page={page} forbiddenTitle={pageLabel('mailOutbox')} forbiddenTestId="mail-outbox-forbidden">
        {(data) => <Outbox data={data} refresh={() => void page.mutate()} />}
      </PageData>
    </PageFrame>
  );
}

function Outbox({ data, refresh }: { data: Reply; refresh: () => void }) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const filters = { modello: data.template, stato: data.state };

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(outboxHref({ modello: String(form.get('modello') ?? ''), stato: String(form.get('stato') ?? '') }));
  }

  async function resend(id: number) {
    try {
      await resendMail(id);
      setNotice(t('JS_MAIL_RESENT'));
      refresh();
    } catch (failure) {
      if (isApiError(failure) && failure.handled) return;
      setNotice(isApiError(failure) ? failure.message : t('JS_GENERIC_ERROR'));
    }
  }

  const columns: ReadonlyArray<Column<Row>> = [
    {
      key: 'subject',
      header: t('JS_MAIL_COL_SUBJECT'),
      cell: (row) => (
        <Link to={outboxHref({ ...filters, pagina: data.page, messaggio: row.id })} className="font-semibold text-blue-800 underline">
          {row.subject}
        </Link>
      ),
    },
    { key: 'template', header: t('JS_MAIL_COL_TEMPLATE'), cell: (row) => templateText(row.template) },
    { key: 'to', header: t('JS_MAIL_COL_TO'), cell: (row) => <span className="break-all">{row.to}</span>, secondary: true },
    { key: 'when', header: t('JS_MAIL_COL_WHEN'), cell: (row) => formatDateTime(row.createdAt), secondary: true },
    {
      key: 'state',
      header: t('JS_MAIL_COL_STATE'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1" data-state={row.state}>
          <span>{stateText(row.state)}</span>
          {row.attempts > 1 ? <span className="text-xs text-slate-600">{t('JS_MAIL_ATTEMPTS', { count: row.attempts })}</span> : null}
          {row.state === 'failed' ? (
            <Button variant="secondary" onClick={() => void resend(row.id)}>
              {t('JS_MAIL_RESEND')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={pageLabel('mailOutbox')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={pagePath('mailTest')} className="text-blue-800 underline">
          {t('JS_MAIL_GO_TO_TEST')}
        </Link>
        <Link to={pagePath('inviteUser')} className="text-blue-800 underline">
          {pageLabel('inviteUser')}
        </Link>
        {(['registrations', 'requests', 'communications'] as const).map((staffPage) => (
          <Link key={staffPage} to={pagePath(staffPage)} className="text-blue-800 underline">
            {pageLabel(staffPage)}
          </Link>
        ))}
      </nav>
      <form
        method="get"
        action={pagePath('mailOutbox')}
        onSubmit={onFilter}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 md:flex-row md:items-end"
        data-testid="mail-outbox-filter"
      >
        <Field label={t('JS_MAIL_COL_TEMPLATE')} id="mail-outbox-template">
          <Select name="modello" defaultValue={data.template ?? ''} key={`t${data.template ?? ''}`}>
            <option value="">{t('JS_MAIL_ALL_TEMPLATES')}</option>
            {Object.keys(templateLabels).map((name) => (
              <option key={name} value={name}>
                {templateText(name)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('JS_MAIL_COL_STATE')} id="mail-outbox-state">
          <Select name="stato" defaultValue={data.state ?? ''} key={`s${data.state ?? ''}`}>
            <option value="">{t('JS_MAIL_ALL_STATES')}</option>
            {Object.keys(stateLabels).map((name) => (
              <option key={name} value={name}>
                {stateText(name)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">{t('JS_MAIL_FILTER')}</Button>
      </form>
      {notice ? (
        <p role="status" className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800">
          {notice}
        </p>
      ) : null}
      {data.preview ? (
        <Panel title={`${t('JS_MAIL_PREVIEW')}: ${data.preview.subject}`} data-testid="mail-preview">
          <p className="text-sm text-slate-600 break-all">{data.preview.to}</p>
          {/* Focusable: a keyboard scrolls a long text too. */}
          <pre
            tabIndex={0}
            className="mt-3 max-h-96 overflow-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-900"
          >
            {data.preview.text}
          </pre>
          {data.preview.attachments.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label={t('JS_MAIL_ATTACHMENTS')} data-testid="mail-attachments">
              {data.preview.attachments.map((file) => (
                <li key={file.index}>
                  <a
                    href={`/staff/posta/${data.preview?.id}/allegati/${file.index}`}
                    download
                    className="text-blue-800 underline break-all"
                  >
                    {file.filename}
                  </a>{' '}
                  <span className="text-slate-600">({formatCount(Math.max(1, Math.round(file.bytes / 1024)))} KB)</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={`/staff/posta/${data.preview.id}/anteprima`}
              target="_blank"
              rel="noreferrer"
              className={buttonClass({ variant: 'secondary' })}
            >
              {t('JS_MAIL_PREVIEW_HTML')}
            </a>
            <Link to={outboxHref({ ...filters, pagina: data.page })} className={buttonClass({ variant: 'ghost' })}>
              {t('JS_MAIL_PREVIEW_CLOSE')}
            </Link>
          </div>
        </Panel>
      ) : null}
      <p className="text-sm text-slate-600" data-testid="mail-outbox-count">
        {t('JS_MAIL_COUNT', { count: formatCount(data.total) })}
      </p>
      <Table
        label={pageLabel('mailOutbox')}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'mail-row', 'data-template': row.template })}
        empty={t('JS_MAIL_EMPTY')}
        footer={<Pager page={data.page} pages={pages} hrefFor={(pagina) => outboxHref({ ...filters, pagina })} />}
      />
    </div>
  );
}

import { useState } from 'react';
import { useSearchParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { resendMail } from '../../api/staff-mail.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { t } from '../../../shared/i18n/staff-mail.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Button } from '../../ui/button.tsx';
import { Pager } from '../../ui/pager.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import type { pageReply } from './contract.ts';
import { stateText, templateText } from './mail-labels.ts';
import { MailPreview, type PreviewShown } from './mail-preview.tsx';
import { OutboxFilter } from './outbox-filter.tsx';
import { outboxHref } from './outbox-href.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

type Reply = z.output<typeof pageReply>;
type Row = Reply['rows'][number];

/** /staff/posta: the last mails, paged, filtered by template and state, each with a preview; a failed one can be resent. */
export default function MailOutboxPage() {
  const page = usePageDataAt('mailOutbox', dataKey);
  return (
    <LabelledPageData name="mailOutbox" testId="mail-outbox-page" forbiddenTestId="mail-outbox-forbidden" page={page}>
      {(data) => <Outbox data={data} refresh={() => void page.mutate()} />}
    </LabelledPageData>
  );
}

function Outbox({ data, refresh }: { data: Reply; refresh: () => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const filters = { modello: data.template, stato: data.state };

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

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const preview = shownPreview(data, useSearchParams()[0].get('messaggio'));
  return (
    <div className="flex flex-col gap-4">
      <OutboxNav />
      <OutboxFilter template={data.template} state={data.state} />
      {notice ? (
        <p role="status" className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800">
          {notice}
        </p>
      ) : null}
      {preview ? <MailPreview preview={preview} closeHref={outboxHref({ ...filters, pagina: data.page })} /> : null}
      <p className="text-sm text-slate-600" data-testid="mail-outbox-count">
        {t('JS_MAIL_COUNT', { count: formatCount(data.total) })}
      </p>
      <Table
        label={pageLabel('mailOutbox')}
        columns={outboxColumns((row) => outboxHref({ ...filters, pagina: data.page, messaggio: row.id }), resend)}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'mail-row', 'data-template': row.template })}
        empty={t('JS_MAIL_EMPTY')}
        footer={<Pager page={data.page} pages={pages} hrefFor={(pagina) => outboxHref({ ...filters, pagina })} />}
      />
    </div>
  );
}

/**
 * The preview the address asks for, at once: the one loaded, or while it loads the row's subject and recipient (the
 * panel takes its place on the click, not when the reply comes, so the list below does not jump a second later); none
 * the moment the address drops it.
 */
function shownPreview(data: Reply, wanted: string | null): PreviewShown | null {
  if (!wanted) return null;
  if (data.preview && String(data.preview.id) === wanted) return data.preview;
  const row = data.rows.find((candidate) => String(candidate.id) === wanted);
  return row ? { id: row.id, subject: row.subject, to: row.to } : null;
}

/** The other staff mail pages. */
function OutboxNav() {
  return (
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
  );
}

/** The list's columns: the subject (a link to its preview), template, recipient, time, and the state (failed: resend). */
function outboxColumns(previewHref: (row: Row) => string, resend: (id: number) => Promise<void>): ReadonlyArray<Column<Row>> {
  return [
    {
      key: 'subject',
      header: t('JS_MAIL_COL_SUBJECT'),
      cell: (row) => (
        <Link to={previewHref(row)} className="font-semibold text-blue-800 underline">
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
}

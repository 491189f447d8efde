import type { FormEvent } from 'react';
import { useNavigate } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Pager } from '../../ui/pager.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { auditActionKey } from './audit-actions.ts';
import type { ImpersonationAuditReply } from './contract.ts';
import { t } from './texts.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

type Row = ImpersonationAuditReply['rows'][number];

/** The page's URL with these filters and page (only the ones set). */
function auditHref(filters: { staff?: string; cliente?: string; pagina?: number }): string {
  const params = new URLSearchParams();
  if (filters.staff) params.set('staff', filters.staff);
  if (filters.cliente) params.set('cliente', filters.cliente);
  if (filters.pagina && filters.pagina > 1) params.set('pagina', String(filters.pagina));
  const query = params.toString();
  return query ? `${pagePath('impersonationAudit')}?${query}` : pagePath('impersonationAudit');
}

const columns: ReadonlyArray<Column<Row>> = [
  {
    key: 'action',
    header: t('JS_AUDIT_COL_ACTION'),
    cell: (row) => (
      <span className="flex flex-col">
        <span className="font-semibold" data-field="action">
          {t(auditActionKey(row.action))}
        </span>
        <span className="text-xs text-slate-600">{formatDateTime(row.at)}</span>
      </span>
    ),
  },
  { key: 'staff', header: t('JS_AUDIT_STAFF'), cell: (row) => <span data-field="staff">{row.staffUsername}</span> },
  {
    key: 'customer',
    header: t('JS_AUDIT_CUSTOMER'),
    cell: (row) => (
      <span className="flex flex-col" data-field="customer">
        <span>
          {row.companyName} ({row.customerCode})
        </span>
        <span className="text-xs text-slate-600">{t('JS_AUDIT_CUSTOMER_USER', { username: row.username })}</span>
      </span>
    ),
    secondary: true,
  },
  {
    key: 'address',
    header: t('JS_AUDIT_COL_ADDRESS'),
    cell: (row) => <span className="break-all tabular-nums">{row.clientAddress || '–'}</span>,
    secondary: true,
  },
];

/** /cambia-utente/registro: who acted for which customer, when, from where, doing what; filtered and paged. */
export default function ImpersonationAuditPage() {
  const page = usePageDataAt('impersonationAudit', dataKey);
  return (
    <LabelledPageData
      name="impersonationAudit"
      testId="impersonation-audit-page"
      forbiddenTestId="impersonation-audit-forbidden"
      page={page}
    >
      {(data) => <Audit data={data} />}
    </LabelledPageData>
  );
}

function Audit({ data }: { data: ImpersonationAuditReply }) {
  const navigate = useNavigate();
  const filters = { staff: data.staff, cliente: data.customer };

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(auditHref({ staff: String(form.get('staff') ?? '').trim(), cliente: String(form.get('cliente') ?? '').trim() }));
  }

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('JS_AUDIT_INTRO')}</p>
      <form
        method="get"
        action={pagePath('impersonationAudit')}
        onSubmit={onFilter}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 md:flex-row md:items-end"
        data-testid="impersonation-audit-filter"
      >
        <Field label={t('JS_AUDIT_STAFF')} hint={t('JS_AUDIT_STAFF_HINT')} id="audit-staff">
          <Input name="staff" defaultValue={data.staff} key={`s${data.staff}`} maxLength={100} autoComplete="off" />
        </Field>
        <Field label={t('JS_AUDIT_CUSTOMER')} hint={t('JS_AUDIT_CUSTOMER_HINT')} id="audit-customer">
          <Input name="cliente" defaultValue={data.customer} key={`c${data.customer}`} maxLength={120} autoComplete="off" />
        </Field>
        <div className="flex gap-2">
          <Button type="submit">{t('JS_AUDIT_FILTER')}</Button>
          {data.staff || data.customer ? (
            <Link to={auditHref({})} className={buttonClass({ variant: 'ghost' })}>
              {t('JS_AUDIT_CLEAR')}
            </Link>
          ) : null}
        </div>
      </form>
      <p className="text-sm text-slate-600" data-testid="impersonation-audit-count">
        {t('JS_AUDIT_COUNT', { count: formatCount(data.total) })}
      </p>
      <Table
        label={pageLabel('impersonationAudit')}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => `${row.at}-${row.staffUsername}-${row.username}-${row.action}`}
        rowProps={(row) => ({ 'data-testid': 'impersonation-audit-row', 'data-action': row.action })}
        empty={t('JS_AUDIT_EMPTY')}
        footer={<Pager page={data.page} pages={pages} hrefFor={(pagina) => auditHref({ ...filters, pagina })} />}
      />
    </div>
  );
}

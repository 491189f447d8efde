import { Link } from '../../ui/link.tsx';
import type { RequestRowView } from '../../../shared/contract/requests.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { t } from '../../../shared/i18n/requests.ts';
import { Button } from '../../ui/button.tsx';
import { Pager } from '../../ui/pager.tsx';
import { Table, type Column } from '../../ui/table.tsx';

/** What a request asked for, in a few words: the brand's list, or the product asked about. */
export function requestWhat(row: RequestRowView): string {
  if (row.kind === 'information') return t('JS_REQ_KIND_INFO', { code: row.productCode ?? '' });
  const brand = row.brandName ?? '';
  return row.kind === 'net-price-list' ? t('JS_REQ_KIND_NET', { brand }) : t('JS_REQ_KIND_PRICE_LIST', { brand });
}

const stateText = (row: RequestRowView) => (row.state === 'open' ? t('JS_REQ_STATE_OPEN') : t('JS_REQ_STATE_HANDLED'));

export interface RequestsListProps {
  label: string;
  rows: readonly RequestRowView[];
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** Staff: the customer's column, the mail's link and the handle button. */
  staff?: { onHandle: (row: RequestRowView) => void; busyId: number | null };
}

/**
 * A page of price-list and information requests, newest first: the customer's own (their account area shows it) or
 * every customer's (staff, who mark them handled).
 */
export function RequestsList({ label, rows, page, pages, hrefFor, staff }: RequestsListProps) {
  const columns: Array<Column<RequestRowView>> = [
    {
      key: 'what',
      header: t('JS_REQ_COL_WHAT'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold">{requestWhat(row)}</span>
          {row.productDescription ? <span className="text-sm text-slate-600">{row.productDescription}</span> : null}
          {row.message ? <span className="text-sm whitespace-pre-wrap break-words text-slate-800">{row.message}</span> : null}
        </span>
      ),
    },
    { key: 'when', header: t('JS_REQ_COL_WHEN'), secondary: true, cell: (row) => formatDateTime(row.createdAt) },
    ...(staff
      ? [
          {
            key: 'customer',
            header: t('JS_REQ_COL_CUSTOMER'),
            secondary: true,
            cell: (row: RequestRowView) => (
              <span className="flex flex-col">
                <span>{`${row.companyName} (${row.customerCode})`}</span>
                <span className="text-sm text-slate-600">{row.username}</span>
                {row.email ? (
                  <a href={`mailto:${row.email}`} className="break-all text-sm text-blue-800 underline">
                    {row.name ? `${row.name} <${row.email}>` : row.email}
                  </a>
                ) : null}
                {row.phone ? <span className="text-sm">{row.phone}</span> : null}
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'state',
      header: t('JS_REQ_COL_STATE'),
      secondary: true,
      cell: (row) => <span data-testid="request-state">{stateText(row)}</span>,
    },
    ...(staff
      ? [
          {
            key: 'actions',
            header: t('JS_REQ_COL_MAIL'),
            headerHidden: true,
            secondary: true,
            cell: (row: RequestRowView) => (
              <span className="flex flex-wrap items-center gap-2">
                {row.mailId ? (
                  <Link to={`/staff/posta?messaggio=${row.mailId}`} className="text-sm text-blue-800 underline">
                    {t('JS_REQ_MAIL_LINK')}
                  </Link>
                ) : null}
                {row.state === 'open' ? (
                  <Button size="sm" variant="secondary" disabled={staff.busyId === row.id} onClick={() => staff.onHandle(row)}>
                    {t('JS_REQ_HANDLE')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'request-row', 'data-kind': row.kind })}
      empty={t('JS_REQ_EMPTY')}
      footer={<Pager page={page} pages={pages} hrefFor={hrefFor} />}
    />
  );
}

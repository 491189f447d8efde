import { Link } from '../../ui/link.tsx';
import type { z } from 'zod';
import { usePageDataAt } from '../../api/page-data.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { t } from '../../../shared/i18n/login.ts';
import { pagePath } from '../../../shared/routes.ts';
import { dataKey } from './data-key.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import type { Column } from '../../ui/table.tsx';
import type { pageReply } from './contract.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';
import { ListedPageTable } from '../../blocks/page-screen/listed-page-table.tsx';

type Reply = z.output<typeof pageReply>;
type Row = Reply['rows'][number];

const columns: ReadonlyArray<Column<Row>> = [
  { key: 'company', header: t('JS_REGISTRATION_COMPANY'), cell: (row) => <span className="font-semibold">{row.companyName}</span> },
  { key: 'vat', header: t('JS_REGISTRATION_VAT'), cell: (row) => row.vatNumber },
  { key: 'sdi', header: t('JS_REGISTRATION_SDI'), cell: (row) => <span className="break-all">{row.sdiOrPec}</span>, secondary: true },
  { key: 'address', header: t('JS_REGISTRATION_ADDRESS'), cell: (row) => row.address, secondary: true },
  {
    key: 'contact',
    header: t('JS_REGISTRATION_CONTACT'),
    cell: (row) => (
      <span className="flex flex-col">
        <span>{row.contactName}</span>
        <a href={`mailto:${row.email}`} className="break-all text-blue-800 underline">
          {row.email}
        </a>
        {row.phone ? <span>{row.phone}</span> : null}
      </span>
    ),
    secondary: true,
  },
  { key: 'when', header: t('JS_MAIL_WHEN_RECEIVED'), cell: (row) => formatDateTime(row.createdAt), secondary: true },
];

/** /staff/registrazioni: the workshops that asked to become customers; staff invite them from /staff/invita. */
export default function RegistrationsPage() {
  const page = usePageDataAt('registrations', dataKey);
  return (
    <LabelledPageData name="registrations" testId="registrations-page" forbiddenTestId="registrations-forbidden" page={page}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <Link to={pagePath('inviteUser')} className="self-start text-sm text-blue-800 underline">
            {pageLabel('inviteUser')}
          </Link>
          <ListedPageTable
            name="registrations"
            columns={columns}
            reply={data}
            rowKey={(row) => row.id}
            rowProps={() => ({ 'data-testid': 'registration-row' })}
            empty={t('JS_REGISTRATIONS_EMPTY')}
          />
        </div>
      )}
    </LabelledPageData>
  );
}

import { useLocation } from '../../router/index.ts';
import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import { useSWRConfig } from 'swr';
import type { ImportSummaryView } from '../../../shared/contract/order-import.ts';
import { formatDateTime } from '../../../shared/i18n/date-time.ts';
import { t } from '../../../shared/i18n/order-import.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { deleteImport, tryImportCall } from '../../api/order-import.ts';
import { usePageData } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Button } from '../../ui/button.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Panel } from '../../ui/panel.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { ImportUploadForm } from './upload-form.tsx';

/** `/import-order`: upload an order file, and "my imports" to reopen or delete one. */
export default function OrderImportsPage() {
  const key = useLocation().pathname;
  const page = usePageData('orderImports', key);
  return (
    <PageFrame title={pageLabel('orderImports')} testId="order-imports-page">
      <ImportUploadForm />
      <PageData page={page} forbiddenTitle={pageLabel('orderImports')}>
        {(data) => <MyImports imports={data.imports} dataKey={key} />}
      </PageData>
    </PageFrame>
  );
}

function MyImports({ imports, dataKey }: { imports: ImportSummaryView[]; dataKey: string }) {
  const { mutate } = useSWRConfig();
  const [error, setError] = useState('');
  const remove = (summary: ImportSummaryView) => {
    setError('');
    return tryImportCall(async () => {
      await deleteImport(summary.id);
      await mutate(dataKey);
    }, setError);
  };
  const columns: Column<ImportSummaryView>[] = [
    {
      key: 'file',
      header: t('JS_IMPORT_COL_FILE'),
      cell: (summary) => (
        <Link to={`/import-order/${summary.id}`} className="font-semibold text-blue-800 underline">
          {summary.filename}
        </Link>
      ),
    },
    { key: 'date', header: t('JS_IMPORT_COL_DATE'), secondary: true, cell: (summary) => formatDateTime(summary.createdAt) },
    { key: 'rows', header: t('JS_IMPORT_COL_ROWS'), numeric: true, secondary: true, cell: (summary) => formatCount(summary.rows) },
    {
      key: 'state',
      header: t('JS_IMPORT_COL_STATE'),
      secondary: true,
      cell: (summary) => t(summary.state === 'open' ? 'JS_IMPORT_STATE_OPEN' : 'JS_IMPORT_STATE_SENT'),
    },
    {
      key: 'actions',
      header: t('JS_IMPORT_COL_ACTIONS'),
      cell: (summary) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void remove(summary)}
          aria-label={t('JS_IMPORT_DELETE', { filename: summary.filename })}
        >
          {t('JS_IMPORT_CLEAR')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('JS_IMPORT_MY_IMPORTS')}>
      <Table
        label={t('JS_IMPORT_MY_IMPORTS')}
        columns={columns}
        rows={imports}
        rowKey={(summary) => summary.id}
        empty={t('JS_IMPORT_NONE')}
        data-testid="my-imports"
      />
      <p role="status" aria-live="polite" className="text-sm text-red-700">
        {error}
      </p>
    </Panel>
  );
}

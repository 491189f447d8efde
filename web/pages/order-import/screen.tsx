import { useState } from 'react';
import { useLocation, useParams } from '../../router/index.ts';
import { useSWRConfig } from 'swr';
import type { ImportRowView, ImportSummaryView } from '../../../shared/contract/order-import.ts';
import { t } from '../../../shared/i18n/order-import.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { formatEuro } from '../../../shared/money.ts';
import { confirmQuery, dataKey } from './data-key.ts';
import { usePageData } from '../../api/page-data.ts';
import { cn } from '../../ui/cn.ts';
import { onDemand } from '../../ui/on-demand.tsx';
import { Pager } from '../../ui/pager.tsx';
import type { OrderImportPageReply } from './contract.ts';
import { ImportActions } from './import-actions.tsx';
import { ImportFilters } from './import-filters.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';
import { useImportEdits, type ImportMessage } from './use-import-edits.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

// The product's dialog comes when a row first asks for it: the page starts without it (and Radix's dialog).
const ProductDialog = onDemand(() => import('./product-dialog.tsx').then((m) => m.ProductDialog));

/** `/import-order/{id}` (SPEC §2): the imported order's rows to resolve, save and send to the cart. */
export default function OrderImportPage() {
  const location = useLocation();
  const key = dataKey(new URLSearchParams(location.search), location.pathname) ?? location.pathname;
  const page = usePageData('orderImport', key);
  return (
    <LabelledPageData name="orderImport" testId="order-import-page" page={page}>
      {(data) => <OrderImport data={data} dataKey={key} />}
    </LabelledPageData>
  );
}

function OrderImport({ data, dataKey }: { data: OrderImportPageReply; dataKey: string }) {
  const { id } = useParams();
  const { mutate } = useSWRConfig();
  const edits = useImportEdits(data.summary.id, dataKey);
  const [dialogRow, setDialogRow] = useState<ImportRowView | null>(null);
  const sent = data.summary.state === 'sent';
  const urlOf = (status: string | null, page = 1) => {
    const query = confirmQuery(status, page);
    return `/import-order/${id}${query ? `?${query}` : ''}`;
  };

  return (
    <div className="flex flex-col gap-4">
      <ImportSummary summary={data.summary} netCents={data.netCents} />
      <ImportFilters summary={data.summary} current={data.status} urlOf={urlOf} />
      <ImportRowsTable
        rows={data.rows}
        quantities={edits.quantities}
        onQuantity={edits.setQuantity}
        onOpen={setDialogRow}
        onRemoved={() => void mutate(dataKey)}
        onError={edits.showError}
        readOnly={sent}
        footer={<Pager page={data.page} pages={data.pages} hrefFor={(page) => urlOf(data.status, page)} />}
      />
      {sent ? null : (
        <ImportActions
          target={edits.target}
          onTarget={edits.setTarget}
          busy={edits.submitting}
          onSave={() => void edits.save()}
          onSubmit={() => void edits.submit()}
        />
      )}
      <ImportMessageLine message={edits.message} />
      {dialogRow ? (
        <ProductDialog
          needed
          row={dialogRow}
          onClose={() => setDialogRow(null)}
          onChosen={() => {
            setDialogRow(null);
            void mutate(dataKey);
          }}
        />
      ) : null}
    </div>
  );
}

/** The file, its counts and the order's total; the other sheets of a workbook read its first; a sent import says so. */
function ImportSummary({ summary, netCents }: { summary: ImportSummaryView; netCents: number }) {
  const otherSheets = new URLSearchParams(useLocation().search).get('fogli');
  return (
    <>
      <p className="font-semibold" data-testid="import-summary">
        {summary.filename} ·{' '}
        {t('JS_IMPORT_SUMMARY', {
          rows: formatCount(summary.rows),
          changed: formatCount(summary.counts.changed),
          removed: formatCount(summary.counts.removed),
          total: formatEuro(netCents),
        })}
      </p>
      {otherSheets ? (
        <p className="text-sm text-slate-700">{t('JS_IMPORT_SHEET_READ', { sheet: summary.sheet, others: otherSheets })}</p>
      ) : null}
      {summary.state === 'sent' ? <p className="text-sm">{t('JS_IMPORT_SENT')}</p> : null}
    </>
  );
}

/** The result of the last action, read out when it changes: there from the start, so the first one is heard. */
function ImportMessageLine({ message }: { message: ImportMessage | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn('text-sm', message?.error ? 'text-red-700' : 'text-green-800')}
      data-testid="import-message"
    >
      {message?.text ?? ''}
    </p>
  );
}

import { useState } from 'react';
import { useLocation, useNavigate, useParams } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import { useSWRConfig } from 'swr';
import type { ImportRowView } from '../../../shared/contract/order-import.ts';
import { t } from '../../../shared/i18n/order-import.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { formatEuro } from '../../../shared/money.ts';
import { dataKey } from './data-key.ts';
import { refreshCartContainer } from '../../api/cart.ts';
import { importFailureText, saveImport, submitImport, type SaveItem } from '../../api/order-import.ts';
import { usePageData } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { Button } from '../../ui/button.tsx';
import { Radio } from '../../ui/check.tsx';
import { cn } from '../../ui/cn.ts';
import { onDemand } from '../../ui/on-demand.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import type { OrderImportPageReply } from './contract.ts';
import { ImportRowsTable } from './import-rows-table.tsx';

// The product's dialog comes when a row first asks for it: the page starts without it (and Radix's dialog).
const ProductDialog = onDemand(() => import('./product-dialog.tsx').then((m) => m.ProductDialog));

/** `/import-order/{id}` (SPEC §2): the imported order's rows to resolve, save and send to the cart. */
export default function OrderImportPage() {
  const location = useLocation();
  const key = dataKey(new URLSearchParams(location.search), location.pathname) ?? location.pathname;
  const page = usePageData('orderImport', key);
  return (
    <PageFrame title={pageLabel('orderImport')} testId="order-import-page">
      <PageData page={page} forbiddenTitle={pageLabel('orderImport')}>
        {(data) => <OrderImport data={data} dataKey={key} />}
      </PageData>
    </PageFrame>
  );
}

const filters = [
  { status: null, key: 'JS_IMPORT_ALL' },
  { status: 'found', key: 'JS_IMPORT_FOUND' },
  { status: 'replaced', key: 'JS_IMPORT_REPLACED' },
  { status: 'ambiguous', key: 'JS_IMPORT_AMBIGUOUS' },
  { status: 'not_found', key: 'JS_IMPORT_NOT_FOUND' },
] as const;

function OrderImport({ data, dataKey }: { data: OrderImportPageReply; dataKey: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [dialogRow, setDialogRow] = useState<ImportRowView | null>(null);
  const [target, setTarget] = useState<'active' | 'new'>('active');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const { summary } = data;
  const sent = summary.state === 'sent';
  const otherSheets = new URLSearchParams(location.search).get('fogli');
  const counts = {
    null: summary.rows,
    found: summary.counts.found,
    replaced: summary.counts.replaced,
    ambiguous: summary.counts.ambiguous,
    not_found: summary.counts.notFound,
  };
  const urlOf = (status: string | null, page = 1) => {
    const query = new URLSearchParams({ ...(status ? { stato: status } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
    return `/import-order/${id}${query ? `?${query}` : ''}`;
  };
  const items = (): SaveItem[] =>
    Object.entries(quantities).flatMap(([rowId, text]) =>
      /^\d{1,5}$/.test(text) && Number(text) > 0 ? [{ id: Number(rowId), quantity: Number(text) }] : [],
    );

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (failure) {
      setMessage({ text: importFailureText(failure), error: true });
    } finally {
      setBusy(false);
    }
  }
  const save = () =>
    run(async () => {
      await saveImport(summary.id, items());
      setQuantities({});
      await mutate(dataKey);
      setMessage({ text: t('JS_IMPORT_SAVED'), error: false });
    });
  const submit = () =>
    run(async () => {
      const reply = await submitImport(summary.id, items(), target);
      refreshCartContainer();
      await navigate(reply.url);
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold" data-testid="import-summary">
        {summary.filename} ·{' '}
        {t('JS_IMPORT_SUMMARY', {
          rows: formatCount(summary.rows),
          changed: formatCount(summary.counts.changed),
          removed: formatCount(summary.counts.removed),
          total: formatEuro(data.netCents),
        })}
      </p>
      {otherSheets ? (
        <p className="text-sm text-slate-700">{t('JS_IMPORT_SHEET_READ', { sheet: summary.sheet, others: otherSheets })}</p>
      ) : null}
      {sent ? <p className="text-sm">{t('JS_IMPORT_SENT')}</p> : null}
      <nav className="flex flex-wrap gap-2 text-sm" aria-label={t('JS_IMPORT_COL_STATUS')} data-testid="import-filters">
        {filters.map((filter) => (
          <Link
            key={filter.key}
            to={urlOf(filter.status)}
            aria-current={data.status === filter.status ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1',
              data.status === filter.status ? 'border-blue-800 bg-blue-50 font-semibold' : 'border-slate-300',
            )}
          >
            {t(filter.key, { count: formatCount(counts[filter.status ?? 'null']) })}
          </Link>
        ))}
      </nav>
      <ImportRowsTable
        rows={data.rows}
        quantities={quantities}
        onQuantity={(rowId, text) => setQuantities((now) => ({ ...now, [rowId]: text }))}
        onOpen={setDialogRow}
        onRemoved={() => void mutate(dataKey)}
        onError={(text) => setMessage({ text, error: true })}
        readOnly={sent}
        footer={<Pager page={data.page} pages={data.pages} hrefFor={(page) => urlOf(data.status, page)} />}
      />
      {sent ? null : (
        <div className="flex flex-col gap-3" data-testid="import-actions">
          <fieldset className="flex flex-col gap-1">
            <Radio name="target" label={t('JS_IMPORT_TARGET_ACTIVE')} checked={target === 'active'} onChange={() => setTarget('active')} />
            <Radio name="target" label={t('JS_IMPORT_TARGET_NEW')} checked={target === 'new'} onChange={() => setTarget('new')} />
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy} onClick={() => void save()}>
              {t('JS_IMPORT_SAVE')}
            </Button>
            <Button disabled={busy} onClick={() => void submit()} data-testid="import-submit">
              {t('JS_IMPORT_SUBMIT')}
            </Button>
          </div>
        </div>
      )}
      <p
        role="status"
        aria-live="polite"
        className={cn('text-sm', message?.error ? 'text-red-700' : 'text-green-800')}
        data-testid="import-message"
      >
        {message?.text ?? ''}
      </p>
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

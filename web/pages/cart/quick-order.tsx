import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import type { QuickOrderLineResult, QuickOrderReply } from '../../../shared/contract/cart.ts';
import { addToCart } from '../../api/add-to-cart.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { addPastedLines, productsByCode } from '../../api/quick-order.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { searchUrl } from '../../../shared/urls/page-urls.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

/** The "several products" question's code (Radix's dialog) comes when first asked, not with the cart page. */
const SeveralDialogOnDemand = onDemand(() => import('./several-dialog.tsx').then((m) => m.SeveralDialog));

/**
 * Quick order (SPEC §5 fast order): a code and a quantity. The catalogue's product-code lookup decides: no product
 * → there are no alternatives; one → added to the active cart; several → the customer is asked whether to choose
 * among them in the search results. Below it, beyond the spec, many lines pasted at once (see PastedLines).
 */
export function QuickOrder() {
  const id = useId();
  const navigate = useNavigate();
  const { submitting: busy, run } = useFormSubmit();
  const [status, setStatus] = useState('');
  const [several, setSeveral] = useState<{ code: string; count: number } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const code = String(data.get('code') ?? '').trim();
    const quantity = Number(data.get('quantity') ?? 1);
    if (!code) {
      setStatus(t('JS_QUICK_CODE_MISSING'));
      return;
    }
    await run(async () => {
      setStatus('');
      try {
        const products = await productsByCode(code);
        const [only] = products;
        if (!only) setStatus(t('JS_QUICK_NONE', { code }));
        else if (products.length > 1) setSeveral({ code, count: products.length });
        else {
          await addToCart({ productId: only.id, quantity });
          setStatus(t('JS_QUICK_ADDED', { code: only.code }));
          snackbar.show(t('JS_QUICK_ADDED', { code: only.code }), 'success');
          form.reset();
          const codeField = form.elements.namedItem('code');
          if (codeField instanceof HTMLInputElement) codeField.focus(); // the next code, straight away
        }
      } catch (error) {
        // A refusal is told in the snackbar, as the cart's other edits are.
        notifyWarning(error);
      }
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="quick-order"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('JS_QUICK_TITLE')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-2">
        <Field label={t('JS_QUICK_CODE')} className="min-w-48 flex-1">
          <Input name="code" required maxLength={100} autoComplete="off" spellCheck={false} className="font-mono" />
        </Field>
        <Field label={t('JS_QUICK_QUANTITY')} className="w-24">
          <Input name="quantity" type="number" required min={1} max={99_999} step={1} defaultValue={1} inputMode="numeric" />
        </Field>
        <Button type="submit" disabled={busy}>
          {t('JS_QUICK_ADD')}
        </Button>
      </form>
      <p role="status" className="min-h-5 text-sm text-slate-700" data-testid="quick-order-status">
        {status}
      </p>
      <SeveralDialogOnDemand
        needed={several !== null}
        several={several}
        onClose={() => setSeveral(null)}
        onResults={(code) => void navigate(searchUrl(code))}
      />
      <PastedLines />
    </section>
  );
}

/**
 * Beyond the spec: `code quantity` lines pasted from an e-mail or a spreadsheet, added in one request and reported
 * line by line. The paste keeps its Idempotency-Key until it succeeds or is edited: sending it again after a
 * dropped connection adds nothing twice.
 */
function PastedLines() {
  const key = useRef<string | null>(null);
  const { submitting: busy, run } = useFormSubmit();
  const [report, setReport] = useState<QuickOrderReply | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '');
    const idempotencyKey = (key.current ??= newIdempotencyKey());
    await run(async () => {
      try {
        const reply = await addPastedLines(text, idempotencyKey);
        key.current = null;
        setReport(reply);
        form.reset();
      } catch (error) {
        notifyWarning(error);
      }
    });
  }

  return (
    <details className="group">
      <summary className="cursor-pointer text-sm font-semibold text-blue-800 hover:underline">{t('JS_QUICK_PASTE')}</summary>
      <form onSubmit={(event) => void onSubmit(event)} className="mt-3 flex flex-col gap-2">
        <Field label={t('JS_QUICK_PASTE_LABEL')} hint={t('JS_QUICK_PASTE_HINT')}>
          <Textarea
            name="text"
            required
            rows={6}
            maxLength={20_000}
            spellCheck={false}
            onChange={() => (key.current = null)}
            className="font-mono"
          />
        </Field>
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('JS_QUICK_PASTE_SUBMIT')}
          </Button>
          <Link to="/import-order" className="ml-3 text-sm text-blue-800 underline" data-testid="import-order-link">
            {pageLabel('orderImports')}
          </Link>
        </div>
      </form>
      {report ? <PastedReport lines={report.lines} /> : null}
    </details>
  );
}

const addedStatuses = new Set<QuickOrderLineResult['status']>(['added', 'adjusted']);

function outcomeOf(result: QuickOrderLineResult) {
  switch (result.status) {
    case 'added':
      return <span className="text-green-800">{t('JS_QUICK_STATUS_ADDED')}</span>;
    case 'adjusted':
      return <span className="text-green-800">{t.plural('JS_QUICK_STATUS_ADJUSTED', result.addedQuantity ?? result.quantity)}</span>;
    case 'ambiguous':
      return (
        <Link to={searchUrl(result.code)} className="text-blue-800 underline">
          {t('JS_QUICK_STATUS_AMBIGUOUS')}
        </Link>
      );
    case 'not_found':
      return <span className="text-red-800">{t('JS_QUICK_STATUS_NOT_FOUND')}</span>;
    case 'invalid':
      // The cart's own reason (the line limit, the lines cap) when it refused the line; else the line was unreadable.
      return <span className="text-red-800">{result.message ?? t('JS_QUICK_STATUS_INVALID')}</span>;
  }
}

const reportColumns: Column<QuickOrderLineResult>[] = [
  { key: 'line', header: t('JS_QUICK_COL_LINE'), cell: (result) => result.line, numeric: true, className: 'tabular-nums' },
  { key: 'code', header: t('JS_QUICK_COL_CODE'), cell: (result) => result.code, cellClassName: 'font-mono' },
  {
    key: 'quantity',
    header: t('JS_QUICK_COL_QUANTITY'),
    cell: (result) => (result.quantity > 0 ? formatCount(result.quantity) : '—'),
    numeric: true,
    className: 'tabular-nums',
  },
  { key: 'outcome', header: t('JS_QUICK_COL_OUTCOME'), cell: outcomeOf },
];

function PastedReport({ lines }: { lines: QuickOrderLineResult[] }) {
  const added = lines.filter((line) => addedStatuses.has(line.status)).length;
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="quick-order-report">
      <p role="status" className="text-sm font-semibold text-slate-900">
        {t('JS_QUICK_SUMMARY', { added: formatCount(added), total: formatCount(lines.length) })}
      </p>
      <Table
        label={t('JS_QUICK_REPORT')}
        caption={t('JS_QUICK_REPORT')}
        columns={reportColumns}
        rows={lines}
        rowKey={(result) => result.line}
        rowProps={(result) => ({ 'data-status': result.status })}
        empty={null}
      />
    </div>
  );
}

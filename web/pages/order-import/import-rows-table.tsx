import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/order-import.ts';
import { MAX_IMPORT_CODE_CHARS, MAX_IMPORT_REFERENCE_CHARS } from '../../../shared/order-import-limits.ts';
import { formatEuro } from '../../../shared/money.ts';
import { deleteImportRow, importFailureText } from '../../api/order-import.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { RowAvailability } from '../../blocks/availability/row-availability.tsx';
import type { ConfirmRow } from './contract.ts';

const statusKeys = {
  found: 'JS_IMPORT_STATUS_FOUND',
  replaced: 'JS_IMPORT_STATUS_REPLACED',
  ambiguous: 'JS_IMPORT_STATUS_AMBIGUOUS',
  not_found: 'JS_IMPORT_STATUS_NOT_FOUND',
} as const;

interface Props {
  rows: ConfirmRow[];
  quantities: Record<number, string>;
  onQuantity: (rowId: number, text: string) => void;
  onOpen: (row: ConfirmRow) => void;
  onRemoved: () => void;
  onError: (text: string) => void;
  readOnly: boolean;
  footer: ReactNode;
}

/** The confirm page's rows: on a phone the secondary columns fold under the status and code. */
export function ImportRowsTable({ rows, quantities, onQuantity, onOpen, onRemoved, onError, readOnly, footer }: Props) {
  async function remove(row: ConfirmRow) {
    try {
      await deleteImportRow(row.id);
      onRemoved();
    } catch (failure) {
      onError(importFailureText(failure));
    }
  }
  const columns: Column<ConfirmRow>[] = [
    {
      key: 'code',
      header: t('JS_IMPORT_COL_CODE'),
      cell: (row) => (
        <>
          <span className="font-mono font-semibold break-all">{row.productCode}</span>
          <span className="block text-xs text-slate-600">{t(statusKeys[row.status])}</span>
          {row.problem === 'code-too-long' ? (
            <span className="block text-xs text-red-700">{t('JS_IMPORT_CODE_TOO_LONG', { max: MAX_IMPORT_CODE_CHARS })}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'product',
      header: t('JS_IMPORT_COL_PRODUCT'),
      cell: (row) =>
        row.product ? (
          <>
            <span className="font-semibold">
              {row.product.brand} {row.product.code}
            </span>{' '}
            <span className="text-slate-700">{row.product.description}</span>
          </>
        ) : readOnly ? null : (
          <Button size="sm" variant="outline" onClick={() => onOpen(row)}>
            {t(row.status === 'ambiguous' ? 'JS_IMPORT_CHOOSE' : 'JS_IMPORT_SEARCH')}
          </Button>
        ),
    },
    {
      key: 'quantity',
      header: t('JS_IMPORT_COL_QUANTITY'),
      cell: (row) => (
        <>
          {readOnly ? (
            String(row.quantity ?? '')
          ) : (
            <NumberField
              size="sm"
              className="w-20"
              value={quantities[row.id] ?? (row.quantity === null ? '' : String(row.quantity))}
              onValueChange={(text) => onQuantity(row.id, text)}
              aria-label={t('JS_IMPORT_QUANTITY_LABEL', { line: row.line })}
            />
          )}
          {row.quantity === null ? (
            <span className="block text-xs text-red-700">{t('JS_IMPORT_QUANTITY_UNREADABLE', { text: row.quantityText })}</span>
          ) : null}
          {row.product && (row.product.minimumQuantity > 1 || row.product.qtamacq > 1) ? (
            <span className="block text-xs text-slate-600">
              {t('JS_IMPORT_QUANTITY_RULE', { minimum: row.product.minimumQuantity, multiple: row.product.qtamacq })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'price',
      header: t('JS_IMPORT_COL_PRICE'),
      numeric: true,
      secondary: true,
      cell: (row) => (row.offer?.prices ? formatEuro(row.offer.prices.netCents) : ''),
    },
    {
      key: 'availability',
      header: t('JS_IMPORT_COL_AVAILABILITY'),
      secondary: true,
      cell: (row) => (row.offer ? <RowAvailability availability={row.offer.availability} delivery={row.offer.delivery} dense /> : null),
    },
    {
      key: 'total',
      header: t('JS_IMPORT_COL_TOTAL'),
      numeric: true,
      secondary: true,
      cell: (row) => (row.lineNetCents === null ? '' : formatEuro(row.lineNetCents)),
    },
    {
      key: 'reference',
      header: t('JS_IMPORT_COL_REFERENCE'),
      secondary: true,
      cell: (row) => (
        <>
          <span className="break-all">{row.referenceImport}</span>
          {row.problem === 'reference-too-long' ? (
            <span className="block text-xs text-red-700">{t('JS_IMPORT_REFERENCE_TOO_LONG', { max: MAX_IMPORT_REFERENCE_CHARS })}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('JS_IMPORT_COL_ACTIONS'),
      headerHidden: true,
      cell: (row) =>
        readOnly ? null : (
          <Button variant="ghost" size="sm" onClick={() => void remove(row)} aria-label={t('JS_IMPORT_REMOVE_ROW', { line: row.line })}>
            {t('JS_IMPORT_REMOVE')}
          </Button>
        ),
    },
  ];
  return (
    <Table
      label={t('JS_IMPORT_COL_PRODUCT')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-row': row.line, 'data-status': row.status })}
      empty={t('JS_IMPORT_NO_PRODUCTS')}
      footer={footer}
      data-testid="import-rows"
    />
  );
}

import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/order-import.ts';
import { formatEuro } from '../../../shared/money.ts';
import { deleteImportRow, tryImportCall } from '../../api/order-import.ts';
import { Button } from '../../ui/button.tsx';
import { Table, type Column } from '../../ui/table.tsx';
import { RowAvailability } from '../../blocks/availability/row-availability.tsx';
import type { ConfirmRow } from './contract.ts';
import { CodeCell, ProductCell, QuantityCell, ReferenceCell } from './import-row-cells.tsx';

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
  const remove = (row: ConfirmRow) =>
    tryImportCall(async () => {
      await deleteImportRow(row.id);
      onRemoved();
    }, onError);
  const columns: Column<ConfirmRow>[] = [
    { key: 'code', header: t('JS_IMPORT_COL_CODE'), cell: (row) => <CodeCell row={row} /> },
    { key: 'product', header: t('JS_IMPORT_COL_PRODUCT'), cell: (row) => <ProductCell row={row} readOnly={readOnly} onOpen={onOpen} /> },
    {
      key: 'quantity',
      header: t('JS_IMPORT_COL_QUANTITY'),
      cell: (row) => <QuantityCell row={row} typed={quantities[row.id]} readOnly={readOnly} onQuantity={onQuantity} />,
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
    { key: 'reference', header: t('JS_IMPORT_COL_REFERENCE'), secondary: true, cell: (row) => <ReferenceCell row={row} /> },
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

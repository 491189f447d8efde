import type { ReactNode } from 'react';
import { t } from '../../../shared/i18n/order-import.ts';
import { MAX_IMPORT_CODE_CHARS, MAX_IMPORT_REFERENCE_CHARS } from '../../../shared/order-import-limits.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { NumberField } from '../../ui/number-field.tsx';
import type { ConfirmRow } from './contract.ts';

const statusKeys = {
  found: 'JS_IMPORT_STATUS_FOUND',
  replaced: 'JS_IMPORT_STATUS_REPLACED',
  ambiguous: 'JS_IMPORT_STATUS_AMBIGUOUS',
  not_found: 'JS_IMPORT_STATUS_NOT_FOUND',
} as const;

/** A line under a cell's value: what the row's status or rule is, or (problem) what is wrong with it. */
function RowNote({ problem = false, children }: { problem?: boolean; children: ReactNode }) {
  return <span className={cn('block text-xs', problem ? 'text-red-700' : 'text-slate-600')}>{children}</span>;
}

/** The code as the file wrote it, the row's status, and a code cut because it was too long. */
export function CodeCell({ row }: { row: ConfirmRow }) {
  return (
    <>
      <span className="font-mono font-semibold break-all">{row.productCode}</span>
      <RowNote>{t(statusKeys[row.status])}</RowNote>
      {row.problem === 'code-too-long' ? <RowNote problem>{t('JS_IMPORT_CODE_TOO_LONG', { max: MAX_IMPORT_CODE_CHARS })}</RowNote> : null}
    </>
  );
}

/** The row's product; without one, an open import offers to choose it (ambiguous) or search for it. */
export function ProductCell({ row, readOnly, onOpen }: { row: ConfirmRow; readOnly: boolean; onOpen: (row: ConfirmRow) => void }) {
  if (row.product) {
    return (
      <>
        <span className="font-semibold">
          {row.product.brand} {row.product.code}
        </span>{' '}
        <span className="text-slate-700">{row.product.description}</span>
      </>
    );
  }
  return readOnly ? null : (
    <Button size="sm" variant="outline" onClick={() => onOpen(row)}>
      {t(row.status === 'ambiguous' ? 'JS_IMPORT_CHOOSE' : 'JS_IMPORT_SEARCH')}
    </Button>
  );
}

interface QuantityProps {
  row: ConfirmRow;
  /** What the user typed, when they did. */
  typed: string | undefined;
  readOnly: boolean;
  onQuantity: (rowId: number, text: string) => void;
}

/** The quantity to edit (as typed, else the file's), a quantity the file had unreadable, and the product's rule. */
export function QuantityCell({ row, typed, readOnly, onQuantity }: QuantityProps) {
  return (
    <>
      {readOnly ? (
        String(row.quantity ?? '')
      ) : (
        <NumberField
          size="sm"
          className="w-20"
          value={typed ?? (row.quantity === null ? '' : String(row.quantity))}
          onValueChange={(text) => onQuantity(row.id, text)}
          aria-label={t('JS_IMPORT_QUANTITY_LABEL', { line: row.line })}
        />
      )}
      {row.quantity === null ? <RowNote problem>{t('JS_IMPORT_QUANTITY_UNREADABLE', { text: row.quantityText })}</RowNote> : null}
      {row.product && (row.product.minimumQuantity > 1 || row.product.qtamacq > 1) ? (
        <RowNote>{t('JS_IMPORT_QUANTITY_RULE', { minimum: row.product.minimumQuantity, multiple: row.product.qtamacq })}</RowNote>
      ) : null}
    </>
  );
}

/** The row's reference, and a reference cut because it was too long. */
export function ReferenceCell({ row }: { row: ConfirmRow }) {
  return (
    <>
      <span className="break-all">{row.referenceImport}</span>
      {row.problem === 'reference-too-long' ? (
        <RowNote problem>{t('JS_IMPORT_REFERENCE_TOO_LONG', { max: MAX_IMPORT_REFERENCE_CHARS })}</RowNote>
      ) : null}
    </>
  );
}

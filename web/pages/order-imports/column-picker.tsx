import { useId, type ReactNode } from 'react';
import { t } from '../../../shared/i18n/order-import.ts';
import type { PickedColumns } from '../../api/order-import.ts';
import { Checkbox } from '../../ui/check.tsx';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import type { Preview } from './use-order-upload.ts';

interface Props {
  preview: Preview;
  columns: PickedColumns;
  onColumns: (change: (now: PickedColumns) => PickedColumns) => void;
}

/** The columns of a file without a recognisable header: which holds the code, the quantity, the reference. */
export function ColumnPicker({ preview, columns, onColumns }: Props) {
  const id = useId();
  const width = Math.max(0, ...preview.map((row) => row.cells.length));
  const sample = (n: number) => preview.map((row) => row.cells[n]).find((cell) => cell !== null && cell !== undefined) ?? '';
  const options = Array.from({ length: width }, (_, n) => (
    <option key={n} value={n}>
      {t('JS_IMPORT_COLUMN_N', { n: n + 1, sample: String(sample(n)).slice(0, 30) })}
    </option>
  ));
  const pick = (field: 'code' | 'quantity' | 'reference') => (value: string) =>
    onColumns((now) => ({ ...now, [field]: value === '' ? null : Number(value) }));

  return (
    <fieldset className="flex flex-col gap-2" data-testid="import-columns">
      <legend className="text-sm font-semibold">{t('JS_IMPORT_PICK_COLUMNS')}</legend>
      <Field label={t('JS_IMPORT_COLUMN_CODE')} id={`${id}-code`}>
        <Select value={String(columns.code)} onValueChange={pick('code')}>
          {options}
        </Select>
      </Field>
      <OptionalColumn label={t('JS_IMPORT_COLUMN_QUANTITY')} id={`${id}-quantity`} value={columns.quantity} onPick={pick('quantity')}>
        {options}
      </OptionalColumn>
      <OptionalColumn label={t('JS_IMPORT_COLUMN_REFERENCE')} id={`${id}-reference`} value={columns.reference} onPick={pick('reference')}>
        {options}
      </OptionalColumn>
      <Checkbox
        label={t('JS_IMPORT_FIRST_ROW_HEADER')}
        checked={columns.firstRowIsHeader}
        onCheckedChange={(checked) => onColumns((now) => ({ ...now, firstRowIsHeader: checked }))}
      />
    </fieldset>
  );
}

interface OptionalProps {
  label: string;
  id: string;
  value: number | null;
  onPick: (value: string) => void;
  children: ReactNode;
}

/** A column the file may not have: "none" first. */
function OptionalColumn({ label, id, value, onPick, children }: OptionalProps) {
  return (
    <Field label={label} id={id}>
      <Select value={value === null ? '' : String(value)} onValueChange={onPick}>
        <option value="">{t('JS_IMPORT_COLUMN_NONE')}</option>
        {children}
      </Select>
    </Field>
  );
}

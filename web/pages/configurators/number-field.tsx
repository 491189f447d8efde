import { fieldLabel } from '../../../shared/i18n/configurators.ts';
import { selectClass } from './cascading-select.tsx';

/**
 * A whole-number field of the form configurators (tyre sizes, battery Ah and A EN): digits only, kept as typed text
 * so an empty field stays empty; a required one is marked as the cascading selects mark theirs.
 */
export function NumberField({
  id,
  field,
  value,
  maxLength,
  required = false,
  onChange,
}: {
  id: string;
  field: string;
  value: string;
  maxLength: number;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {fieldLabel(field)}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        name={field}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={maxLength}
        autoComplete="off"
        required={required}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        data-testid={`cfg-${field}`}
      />
    </div>
  );
}

import { fieldLabel } from '../../../shared/i18n/configurators.ts';
import { Field } from '../../ui/field.tsx';
import { NumberField } from '../../ui/number-field.tsx';

/** A whole-number field of the form configurators (tyre sizes, battery Ah and A EN), labelled as SPEC names it. */
export function ConfiguratorNumberField({
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
    <Field label={fieldLabel(field)} required={required} id={id}>
      <NumberField name={field} value={value} maxLength={maxLength} onValueChange={onChange} data-testid={`cfg-${field}`} />
    </Field>
  );
}

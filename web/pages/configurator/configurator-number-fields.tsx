import { fieldLabel } from '../../../shared/i18n/configurators.ts';
import { Field } from '../../ui/field.tsx';
import { NumberField } from '../../ui/number-field.tsx';

/** The whole-number fields of a form configurator (tyre sizes, battery Ah and A EN), each labelled as SPEC names it. */
export function ConfiguratorNumberFields<F extends string>({
  id,
  fields,
  values,
  maxLength,
  required = [],
  onChange,
}: {
  id: string;
  fields: readonly F[];
  values: Readonly<Record<F, string>>;
  maxLength: number;
  /** The fields the configurator requires (its definition's `required`). */
  required?: readonly string[];
  onChange: (field: F, value: string) => void;
}) {
  return (
    <>
      {fields.map((field) => (
        <Field key={field} label={fieldLabel(field)} required={required.includes(field)} id={`${id}-${field}`}>
          <NumberField
            name={field}
            value={values[field]}
            maxLength={maxLength}
            onValueChange={(value) => onChange(field, value)}
            data-testid={`cfg-${field}`}
          />
        </Field>
      ))}
    </>
  );
}

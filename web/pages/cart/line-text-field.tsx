import { useState } from 'react';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';

/**
 * A line's text (note, vehicle), saved when it loses focus (or on Enter) if it changed. It shows the server's
 * value whenever that changes, and goes back to it when the save is refused (a stale page): what is shown is
 * what is stored.
 */
export function LineTextField({
  label,
  value,
  maxLength,
  disabled,
  field,
  onSave,
}: {
  label: string;
  value: string;
  maxLength: number;
  disabled: boolean;
  field: string;
  onSave: (value: string) => Promise<boolean>;
}) {
  const [text, setText] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setText(value);
  }
  async function save() {
    const next = text.trim();
    if (next === value) return setText(value);
    if (!(await onSave(next))) setText(value);
  }
  return (
    <Field label={label} size="sm">
      <Input
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        onValueChange={setText}
        onBlur={() => void save()}
        onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        data-field={field}
      />
    </Field>
  );
}

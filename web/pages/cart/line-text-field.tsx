import { useState } from 'react';

const input =
  'rounded-md border border-slate-300 px-2 py-1 text-sm focus-visible:border-blue-700 focus-visible:outline-offset-0 disabled:bg-slate-100';

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
    <label className="flex flex-col text-xs text-slate-600">
      {label}
      <input
        className={input}
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        data-field={field}
      />
    </label>
  );
}

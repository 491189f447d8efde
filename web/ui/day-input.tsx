import { useState } from 'react';
import { Input, type InputProps } from './input.tsx';

const TYPED_DAY = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/** A day as typed, "16/12/2026" (or 16.12.2026, 16-12-2026), as YYYY-MM-DD; '' when it is no such day (31/02/2026). */
export function dayOfText(text: string): string {
  const [, day, month, year] = TYPED_DAY.exec(text) ?? [];
  if (!day || !month || !year) return '';
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : '';
}

/** YYYY-MM-DD as dd/mm/yyyy; '' for no day. */
export function textOfDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : '';
}

export type DayInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onValueChange' | 'type' | 'name'> & {
  /** The form field's name: it sends the day as YYYY-MM-DD ('' while the text is no day). */
  name: string;
  /** The day, YYYY-MM-DD: the text shown to start with (give the input a new `key` to start again). */
  day: string;
  onDayChange: (day: string) => void;
};

/**
 * A calendar day typed and shown as dd/mm/yyyy whatever the browser's language: a native date field follows the
 * browser's (12/08/2026 for 8 December in an English one). The form gets YYYY-MM-DD, as a date field sends it.
 */
export function DayInput({ name, day, onDayChange, ...props }: DayInputProps) {
  const [text, setText] = useState(() => textOfDay(day));
  return (
    <>
      <Input
        inputMode="numeric"
        autoComplete="off"
        pattern="\s*\d{1,2}[\/.\-]\d{1,2}[\/.\-]\d{4}\s*"
        maxLength={12}
        {...props}
        value={text}
        onValueChange={(typed) => {
          setText(typed);
          onDayChange(dayOfText(typed));
        }}
      />
      <input type="hidden" name={name} value={day} />
    </>
  );
}

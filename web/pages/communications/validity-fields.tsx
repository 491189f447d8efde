import { useState } from 'react';
import { formatLongDay } from '../../../shared/i18n/date-time.ts';
import { t } from '../../../shared/i18n/communications.ts';
import { addDays, daysIncluded, shopToday } from '../../../shared/shop-day.ts';
import { Field } from '../../ui/field.tsx';
import { DayInput } from '../../ui/day-input.tsx';

/**
 * A communication is shown for 30 days by default, from today: long enough for every customer to log in once and
 * see it (a one-day span ended before most did), short enough not to linger.
 */
export const DEFAULT_DAYS = 30;

/** The validity's two days, typed and shown dd/mm/yyyy (sent as validFrom, validTo), and the span they make, in words. */
export function ValidityFields() {
  const [from, setFrom] = useState(shopToday);
  const [to, setTo] = useState(() => addDays(shopToday(), DEFAULT_DAYS - 1));
  const days = daysIncluded(from, to);
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t('JS_COMM_FROM')} id="comm-from">
          <DayInput name="validFrom" required day={from} onDayChange={setFrom} placeholder={t('JS_COMM_DAY_PLACEHOLDER')} />
        </Field>
        <Field label={t('JS_COMM_TO')} id="comm-to">
          <DayInput name="validTo" required day={to} onDayChange={setTo} placeholder={t('JS_COMM_DAY_PLACEHOLDER')} />
        </Field>
      </div>
      {days > 0 ? (
        <p className="text-sm text-slate-600" data-testid="communication-span">
          {days === 1
            ? t('JS_COMM_SPAN_ONE', { from: formatLongDay(from) })
            : t('JS_COMM_SPAN', { days, from: formatLongDay(from), to: formatLongDay(to) })}
        </p>
      ) : null}
    </div>
  );
}

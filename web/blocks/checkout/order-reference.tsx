import { t } from '../../../shared/i18n/checkout.ts';

/** The customer's own reference of an order (its name and notes: the job it is for), when there is one. */
export function OrderReference({ name, notes }: { name: string; notes: string }) {
  if (!name.trim() && !notes.trim()) return null;
  return (
    <dl
      className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2"
      data-testid="order-reference"
    >
      {name.trim() ? (
        <div>
          <dt className="text-slate-600">{t('JS_CO_ORDER_NAME')}</dt>
          <dd className="font-semibold break-words" data-field="order-name">
            {name}
          </dd>
        </div>
      ) : null}
      {notes.trim() ? (
        <div>
          <dt className="text-slate-600">{t('JS_CO_ORDER_NOTES')}</dt>
          <dd className="break-words whitespace-pre-line" data-field="order-notes">
            {notes}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

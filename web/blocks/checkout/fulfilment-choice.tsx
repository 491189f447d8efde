import type { FulfilmentOptionView } from '../../../shared/contract/checkout.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { ChoiceCard } from '../../ui/choice-card.tsx';

/** An option's price: free, or in euro. */
export const optionPrice = (option: Pick<FulfilmentOptionView, 'priceCents'>) =>
  option.priceCents === 0 ? t('JS_CO_FREE') : formatEuro(option.priceCents);

/**
 * An option's promise, "Consegna: …", or for a counter pick-up "Ritiro al banco oggi dalle 15:30" (the promise's
 * words say from when: never a van run); `expected`: "Consegna prevista: …".
 */
export const promiseLine = (kind: FulfilmentOptionView['kind'], text: string, expected = false) =>
  kind === 'pickup'
    ? t(expected ? 'JS_CO_PICKUP_PROMISE' : 'JS_CO_PICKUP', { text })
    : t(expected ? 'JS_CO_PROMISE' : 'JS_CO_DELIVERY', { text });

/**
 * The fulfilment options of an address (SPEC §3, §7), each with its price and the promise of the whole order; one is
 * chosen with a radio. Without `onChoose` the list is a preview (an address not saved yet): nothing to choose.
 */
export function FulfilmentChoice({
  options,
  chosen,
  onChoose,
}: {
  options: FulfilmentOptionView[];
  chosen?: string | null;
  onChoose?: (id: string) => void;
}) {
  if (options.length === 0) return <p className="text-sm text-slate-700">{t('JS_CO_OPTIONS_NONE')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="fulfilment-options">
      {options.map((option) => {
        const body = (
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4">
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-slate-900" data-field="label">
                {option.label}
              </span>
              <span className="text-sm text-slate-600">{option.description}</span>
              {option.delivery ? (
                <span className="text-sm text-blue-900" data-field="promise">
                  {promiseLine(option.kind, option.delivery.text)}
                </span>
              ) : null}
            </span>
            <span className="font-semibold tabular-nums text-slate-900" data-price-cents={option.priceCents}>
              {optionPrice(option)}
            </span>
          </span>
        );
        return (
          <li key={option.id} data-option={option.id}>
            {onChoose ? (
              <ChoiceCard name="fulfilmentOption" value={option.id} checked={chosen === option.id} onChoose={() => onChoose(option.id)}>
                {body}
              </ChoiceCard>
            ) : (
              <div className="flex gap-3 rounded-md border border-dashed border-slate-300 bg-white p-3">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { RowOffer } from '../../../shared/contract/offer.ts';
import { t } from '../../i18n/catalogue.ts';
import { cn } from '../../ui/cn.ts';

type Tone = 'good' | 'fair' | 'poor';

/** The state a distributor would name first: here now, from another warehouse, incoming, or not available. */
function headline(availability: RowOffer['availability']): { text: string; tone: Tone } {
  if (availability.isQtaImm && !availability.isQtaNoDisp && !availability.isQtaOtherStore)
    return { text: t('JS_AVAILABLE_HERE'), tone: 'good' };
  if (availability.isQtaImm || availability.isQtaOtherStore) return { text: t('JS_AVAILABLE_OTHER'), tone: 'fair' };
  if (availability.isQtaDispPot) return { text: t('JS_AVAILABLE_INCOMING'), tone: 'fair' };
  return { text: t('JS_NOT_AVAILABLE'), tone: 'poor' };
}

const toneClass: Record<Tone, string> = {
  good: 'bg-emerald-600',
  fair: 'bg-amber-500',
  poor: 'bg-slate-400',
};

/**
 * A row's availability for its minimum quantity (SPEC §3 availability reply: the server's texts per part) and
 * the delivery promise for a customer ("domani mattina").
 */
export function RowAvailability({ offer }: { offer: RowOffer }) {
  const { availability, delivery } = offer;
  const state = headline(availability);
  // The state and the promise say the rest; only where the pieces come from is added (other stores, the supplier).
  const details = [
    availability.isQtaOtherStore ? availability.messageDispOther : '',
    availability.isQtaDispPot ? availability.messageDispPot : '',
  ].filter((text) => text !== '');
  return (
    <div className="flex flex-col gap-0.5 text-sm" data-field="availability">
      <p className="flex items-center gap-2 font-semibold text-slate-800">
        <span aria-hidden="true" className={cn('inline-block size-2.5 rounded-full', toneClass[state.tone])} />
        <span data-field="availability-state">{state.text}</span>
      </p>
      {details.map((text) => (
        <p key={text} className="text-xs text-slate-600">
          {text}
        </p>
      ))}
      {delivery ? (
        <p className="font-medium text-blue-900" data-field="delivery">
          {t('JS_DELIVERY', { text: delivery.text })}
        </p>
      ) : null}
    </div>
  );
}

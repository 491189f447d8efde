import type { AvailabilityReply, DeliveryView } from '../../../shared/contract/offer.ts';
import { t } from '../../../shared/i18n/catalogue.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { cn } from '../../ui/cn.ts';

type Tone = 'good' | 'fair' | 'poor';

/** The state a distributor would name first: here now, partly here, from another warehouse, incoming, or not available. */
export function availabilityHeadline(availability: AvailabilityReply): { text: string; tone: Tone } {
  const allHere = !availability.isQtaNoDisp && !availability.isQtaOtherStore;
  if (availability.isQtaImm && allHere) return { text: t('JS_AVAILABLE_HERE'), tone: 'good' };
  if (availability.isQtaImm) return { text: t('JS_AVAILABLE_PARTIAL'), tone: 'fair' };
  if (availability.isQtaOtherStore) return { text: t('JS_AVAILABLE_OTHER'), tone: 'fair' };
  if (availability.isQtaDispPot) return { text: t('JS_AVAILABLE_INCOMING'), tone: 'fair' };
  return { text: t('JS_NOT_AVAILABLE'), tone: 'poor' };
}

const withWhen = (text: string, when: string) => (when ? t('JS_AVAILABILITY_OTHER_WHEN', { text, when }) : text);

/**
 * Where the pieces asked for come from, one line per source, from SPEC §3's availability reply: here now (qtaImm),
 * other warehouses (messageDispOther, dsconsMaga), incoming from the supplier (messageDispPot) and the pieces
 * nobody holds (qtaNoDisp, dsconsQtaNoDisp), with the reply's plural flags.
 */
export function availabilityLines(availability: AvailabilityReply): string[] {
  const lines: string[] = [];
  if (availability.isQtaImm) {
    lines.push(
      availability.pluralQtaImm
        ? t('JS_AVAILABILITY_HERE_MANY', { count: formatCount(availability.qtaImm) })
        : t('JS_AVAILABILITY_HERE_ONE'),
    );
  }
  if (availability.isQtaOtherStore && availability.messageDispOther) {
    lines.push(withWhen(availability.messageDispOther, availability.dsconsMaga));
  }
  if (availability.isQtaDispPot && availability.messageDispPot) lines.push(availability.messageDispPot);
  else if (availability.isQtaNoDisp) {
    const text = availability.pluralQtaNoDisp
      ? t('JS_AVAILABILITY_TO_ORDER_MANY', { count: formatCount(availability.qtaNoDisp) })
      : t('JS_AVAILABILITY_TO_ORDER_ONE');
    lines.push(withWhen(text, availability.dsconsQtaNoDisp));
  }
  return lines;
}

const toneClass: Record<Tone, string> = {
  good: 'bg-emerald-600',
  fair: 'bg-amber-500',
  poor: 'bg-slate-400',
};

/**
 * A row's availability for the quantity asked and the delivery promise for a customer ("domani mattina"). Dense
 * (the table layout): the state and the promise on one line each, the sources in the state's tooltip.
 */
export function RowAvailability({
  availability,
  delivery,
  dense = false,
}: {
  availability: AvailabilityReply;
  delivery: Pick<DeliveryView, 'text'> | null;
  dense?: boolean;
}) {
  const state = availabilityHeadline(availability);
  const lines = availabilityLines(availability);
  return (
    <div className={cn('flex flex-col text-sm', dense ? 'gap-0' : 'gap-0.5')} data-field="availability">
      <p className="flex min-w-0 items-center gap-2 font-semibold text-slate-800" title={dense ? lines.join('\n') || undefined : undefined}>
        <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', toneClass[state.tone])} />
        <span data-field="availability-state" className={cn(dense && 'md:truncate')}>
          {state.text}
        </span>
      </p>
      <ul className={cn('text-xs text-slate-600', dense && 'sr-only')} data-field="availability-detail">
        {lines.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {delivery ? (
        <p className={cn('font-medium text-blue-900', dense && 'truncate text-xs')} data-field="delivery">
          {t('JS_DELIVERY', { text: delivery.text })}
        </p>
      ) : null}
    </div>
  );
}

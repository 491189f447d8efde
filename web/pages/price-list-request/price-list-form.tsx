import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { t } from '../../../shared/i18n/requests.ts';
import { requestPriceList, type PriceListOutcome } from '../../api/requests.ts';
import { Notice } from '../../ui/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { pageReply } from './contract.ts';
import { usePriceListRequest } from './use-price-list-request.ts';

type Manufacturer = z.output<typeof pageReply>['manufacturers'][number];

/** SPEC §9: the info message that the request is taking long appears after 10 s. */
export const PRICE_LIST_SLOW_MS = 10_000;

/** A manufacturer's initials for a card without a logo: the first letters of its first two words. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The price-list request form (SPEC §4): idle; submitting (buttons disabled, spinner, further submits ignored);
 * after `slowAfterMs` an info message; then the success block, the send-email-error block (a reply other than OK)
 * or the send-email-info block (no 200). Buttons and spinner come back when the request ends.
 */
export function PriceListForm({
  manufacturers,
  slowAfterMs = PRICE_LIST_SLOW_MS,
  send = requestPriceList,
}: {
  manufacturers: readonly Manufacturer[];
  slowAfterMs?: number;
  send?: (manufacturerId: string) => Promise<PriceListOutcome>;
}) {
  const [chosen, setChosen] = useState<string>('');
  const { submitting, slow, outcome, request, clearOutcome } = usePriceListRequest(send, slowAfterMs);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC §5: nothing is checked but the chosen manufacturer.
    if (chosen) void request(chosen);
  }

  return (
    <form method="post" action="/richiesta-listino" onSubmit={onSubmit} aria-busy={submitting} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('JS_PL_INTRO')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('JS_PL_MANUFACTURERS')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {manufacturers.map((maker) => (
            <ChoiceCard
              key={maker.id}
              name="manufacture"
              value={maker.id}
              checked={chosen === String(maker.id)}
              onChoose={() => setChosen(String(maker.id))}
            >
              <ManufacturerLabel maker={maker} />
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {slow ? (
        <Notice tone="info" role="status" data-testid="price-list-slow">
          {t('JS_PL_SLOW')}
        </Notice>
      ) : null}
      <OutcomeBlock outcome={outcome} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submitting || !chosen}>
          {t('JS_PL_SUBMIT')}
        </Button>
        <Button type="reset" variant="ghost" disabled={submitting} onClick={() => (setChosen(''), clearOutcome())}>
          {t('JS_PL_RESET')}
        </Button>
        {submitting ? <Spinner label={t('JS_PL_SENDING')} data-testid="price-list-spinner" /> : null}
      </div>
    </form>
  );
}

function OutcomeBlock({ outcome }: { outcome: PriceListOutcome | null }) {
  if (!outcome) return null;
  if (outcome.kind === 'success') {
    return (
      <Notice tone="success" role="status" data-testid="send-email-success">
        {t('JS_PL_SUCCESS')}
      </Notice>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <Notice tone="danger" role="alert" as="div" data-testid="send-email-error">
        <p className="font-semibold">{t('JS_PL_SEND_ERROR')}</p>
        <p>{outcome.text}</p>
      </Notice>
    );
  }
  return (
    <Notice tone="warning" role="alert" data-testid="send-email-info">
      {t('JS_PL_SEND_INFO')}
    </Notice>
  );
}

/** A manufacturer as its card shows it: its logo, or its initials in a circle, and its name. */
function ManufacturerLabel({ maker }: { maker: Manufacturer }) {
  return (
    <span className="flex items-center gap-3">
      {maker.logoUrl ? (
        <img src={maker.logoUrl} alt="" width={40} height={40} className="h-10 w-10 object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-bold text-blue-900"
        >
          {initialsOf(maker.name)}
        </span>
      )}
      <span className="font-semibold">{maker.name}</span>
    </span>
  );
}

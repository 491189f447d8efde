import type { OfferAsked, OfferReplies } from '../../api/offer.ts';

/** How long a row waits after the last change of quantity or urgency before it asks (typing "12" asks once). */
export const OFFER_REFRESH_DELAY_MS = 300;

export interface OfferRefresherOptions {
  fetchOffer: (asked: OfferAsked, signal: AbortSignal) => Promise<OfferReplies>;
  /** The replies of the latest question only. */
  onOffer: (replies: OfferReplies, asked: OfferAsked) => void;
  onError: (error: unknown) => void;
  /** Whether a question is waiting or in flight (the row shows it is updating). */
  onBusy?: (busy: boolean) => void;
  delayMs?: number;
}

/**
 * Asks a row's offer again when its quantity or urgency changes: debounced, and each new question aborts the one
 * before (a late reply of an older question is ignored even if its abort came too late).
 */
export function createOfferRefresher(options: OfferRefresherOptions) {
  const delay = options.delayMs ?? OFFER_REFRESH_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let latest = 0;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  return {
    ask(asked: OfferAsked): void {
      cancel();
      const question = ++latest;
      options.onBusy?.(true);
      timer = setTimeout(() => {
        timer = undefined;
        const controller = new AbortController();
        inFlight = controller;
        options.fetchOffer(asked, controller.signal).then(
          (replies) => {
            if (question !== latest) return;
            inFlight = undefined;
            options.onBusy?.(false);
            options.onOffer(replies, asked);
          },
          (error: unknown) => {
            if (question !== latest) return;
            inFlight = undefined;
            options.onBusy?.(false);
            if (!controller.signal.aborted) options.onError(error);
          },
        );
      }, delay);
    },
    /** Stops waiting and aborts the call in flight (the row unmounts). */
    dispose(): void {
      latest++;
      cancel();
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferAsked, OfferReplies } from '../../api/offer.ts';
import { createOfferRefresher } from './offer-refresher.ts';

const repliesFor = (asked: OfferAsked) => ({ price: { netCents: asked.quantity } }) as unknown as OfferReplies;

/** A fake fetch whose replies the test releases one by one. */
function fakeFetch() {
  const calls: Array<{ asked: OfferAsked; signal: AbortSignal; resolve: () => void; reject: (e: unknown) => void }> = [];
  const fetchOffer = vi.fn(
    (asked: OfferAsked, signal: AbortSignal) =>
      new Promise<OfferReplies>((resolve, reject) => {
        calls.push({ asked, signal, resolve: () => resolve(repliesFor(asked)), reject });
      }),
  );
  return { calls, fetchOffer };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createOfferRefresher', () => {
  it('waits 300 ms after the last change and asks once, for the last quantity and urgency', async () => {
    const { calls, fetchOffer } = fakeFetch();
    const onOffer = vi.fn();
    const refresher = createOfferRefresher({ fetchOffer, onOffer, onError: vi.fn() });
    refresher.ask({ productId: 7, quantity: 1, urgent: false });
    await vi.advanceTimersByTimeAsync(200);
    refresher.ask({ productId: 7, quantity: 12, urgent: true });
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchOffer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOffer).toHaveBeenCalledTimes(1);
    expect(calls[0]?.asked).toEqual({ productId: 7, quantity: 12, urgent: true });
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(onOffer).toHaveBeenCalledWith(repliesFor({ productId: 7, quantity: 12, urgent: true }), {
      productId: 7,
      quantity: 12,
      urgent: true,
    });
  });

  it('aborts the question in flight when a new one is asked, and ignores its late reply', async () => {
    const { calls, fetchOffer } = fakeFetch();
    const onOffer = vi.fn();
    const onError = vi.fn();
    const refresher = createOfferRefresher({ fetchOffer, onOffer, onError });
    refresher.ask({ productId: 7, quantity: 2, urgent: false });
    await vi.advanceTimersByTimeAsync(300);
    refresher.ask({ productId: 7, quantity: 3, urgent: false });
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    calls[1]?.resolve();
    calls[0]?.resolve(); // the stale reply arrives last
    await vi.advanceTimersByTimeAsync(0);
    expect(onOffer).toHaveBeenCalledTimes(1);
    expect(onOffer.mock.calls[0]?.[1]).toEqual({ productId: 7, quantity: 3, urgent: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failure of the latest question, and tells when it is busy', async () => {
    const { calls, fetchOffer } = fakeFetch();
    const onError = vi.fn();
    const onBusy = vi.fn();
    const refresher = createOfferRefresher({ fetchOffer, onOffer: vi.fn(), onError, onBusy });
    refresher.ask({ productId: 7, quantity: 5, urgent: false });
    expect(onBusy).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(300);
    const failure = new Error('boom');
    calls[0]?.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onBusy).toHaveBeenLastCalledWith(false);
  });

  it('asks nothing more once disposed', async () => {
    const { calls, fetchOffer } = fakeFetch();
    const onOffer = vi.fn();
    const refresher = createOfferRefresher({ fetchOffer, onOffer, onError: vi.fn() });
    refresher.ask({ productId: 7, quantity: 5, urgent: false });
    refresher.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchOffer).not.toHaveBeenCalled();
    refresher.ask({ productId: 7, quantity: 6, urgent: false });
    await vi.advanceTimersByTimeAsync(300);
    refresher.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(onOffer).not.toHaveBeenCalled();
  });
});

import { useEffect, useRef, useState } from 'react';
import type { AvailabilityReply, DeliveryView } from '../../../shared/contract/offer.ts';
import type { SearchRow } from '../../../shared/contract/search.ts';
import { fetchOffer } from '../../api/offer.ts';
import { notifyGenericError } from '../../session/notify.ts';
import { createOfferRefresher } from './offer-refresher.ts';

/** What a row shows of its offer now: for the quantity and urgency in its form (the first HTML's: minimum, not urgent). */
export interface RowOfferView {
  /** The line's net price (the urgent one when urgent); null for a visitor. */
  netCents: number | null;
  listCents: number | null;
  availability: AvailabilityReply;
  delivery: Pick<DeliveryView, 'text'> | null;
}

/** A quantity the calls take: whole pieces, 1 to 99,999. */
export function quantityOf(text: string): number | null {
  if (!/^\d{1,5}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 ? quantity : null;
}

/**
 * A row's quantity, urgency and offer. A change of either asks SPEC §7's price, availability and delivery calls
 * for this row again (debounced, stale replies dropped) and redraws this row only. `live` false (a visitor): the
 * row keeps the offer it came with.
 */
export function useRowOffer(row: SearchRow, live: boolean) {
  const [quantityText, setQuantityText] = useState(String(row.minQty));
  const [urgent, setUrgentState] = useState(false);
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<RowOfferView>(() => ({
    netCents: row.offer.prices?.netCents ?? null,
    listCents: row.offer.prices?.listCents ?? null,
    availability: row.offer.availability,
    delivery: row.offer.delivery,
  }));
  const refresher = useRef<ReturnType<typeof createOfferRefresher> | null>(null);

  useEffect(() => {
    if (!live) return;
    const created = createOfferRefresher({
      fetchOffer,
      onBusy: setBusy,
      onOffer: ({ price, availability, delivery }) =>
        setOffer({ netCents: price.netCents, listCents: price.listCents, availability, delivery }),
      onError: notifyGenericError,
    });
    refresher.current = created;
    return () => {
      created.dispose();
      refresher.current = null;
    };
  }, [live, row.id]);

  const ask = (text: string, isUrgent: boolean) => {
    const quantity = quantityOf(text);
    if (quantity !== null) refresher.current?.ask({ productId: row.id, quantity, urgent: isUrgent });
  };

  return {
    offer,
    busy,
    quantityText,
    urgent,
    setQuantityText(text: string) {
      setQuantityText(text);
      ask(text, urgent);
    },
    setUrgent(value: boolean) {
      setUrgentState(value);
      ask(quantityText, value);
    },
  };
}

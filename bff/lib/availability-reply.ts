import type { AvailabilityReply, DeliveryPromise, StockAvailability } from '../../shared/contract/offer.ts';
import { deliveryText } from '../../shared/delivery-text.ts';
import { t } from '../../shared/i18n/offer.ts';

/** "1 pezzo", "3 pezzi", "1.500 pezzi": the language's plural rule, the number written its way. */
const pieces = (quantity: number) => t.plural('JS_AVAILABILITY_PIECES', quantity);

/** The later of two promises (the not-available part arrives with its last piece). */
function later(a: DeliveryPromise | null, b: DeliveryPromise | null): DeliveryPromise | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.arrivesBy) > Date.parse(a.arrivesBy) ? b : a;
}

/**
 * SPEC §3's availability reply of a product for the asked quantity, from the ERP's stock availability, its texts
 * in the request's language (translation tables) and its delivery texts seen from `now`:
 * - message: how much is available ("Disponibile", "Disponibile in parte"…), with the pieces here, where, and when
 *   they arrive; showMessage when the asked quantity is not all here (the shop says so before it is ordered);
 *   showOnlyInfo when nothing is promised (a visitor: information, no delivery);
 * - qtaImm: the pieces here (the asker's serving warehouse);
 * - isQtaDispOther / messageDispOther and qtaOtherStore / dsconsMaga: the pieces from other warehouses, which ones,
 *   and when they arrive;
 * - isQtaDispPot / messageDispPot: supplier orders on the way (potential availability);
 * - qtaNoDisp / dsconsQtaNoDisp: the pieces nobody holds (on the way or to order), and when the last arrives.
 * The plural flags choose "1 pezzo" or "3 pezzi", here and in the SPA alike.
 */
export function availabilityReplyOf(stock: StockAvailability, now: Date): AvailabilityReply {
  const { here, otherStores, incoming, missing } = stock;
  const when = (promise: DeliveryPromise | null) => (promise ? deliveryText(promise, now) : '');
  const qtaNoDisp = incoming.quantity + missing.quantity;
  const state =
    here.quantity === stock.quantity
      ? t('JS_AVAILABILITY_ALL')
      : here.quantity > 0 || (otherStores.quantity > 0 && qtaNoDisp > 0)
        ? t('JS_AVAILABILITY_PARTIAL')
        : otherStores.quantity > 0
          ? t('JS_AVAILABILITY_OTHER_STORES')
          : incoming.quantity > 0
            ? t('JS_AVAILABILITY_INCOMING')
            : t('JS_AVAILABILITY_NONE');
  const hereText = { state, pieces: pieces(here.quantity), warehouse: here.warehouse.name };
  const message =
    here.quantity === 0
      ? state
      : here.promise
        ? t('JS_AVAILABILITY_HERE_DELIVERY', { ...hereText, when: when(here.promise) })
        : t('JS_AVAILABILITY_HERE', hereText);
  const otherPieces = pieces(otherStores.quantity);
  const incomingPieces = pieces(incoming.quantity);
  const promised = [here, otherStores, incoming, missing].some((part) => part.promise !== null);
  return {
    showMessage: here.quantity < stock.quantity,
    showOnlyInfo: !promised,
    message,
    qtaImm: here.quantity,
    isQtaImm: here.quantity > 0,
    pluralQtaImm: here.quantity !== 1,
    isQtaDispOther: otherStores.quantity > 0,
    messageDispOther:
      otherStores.quantity > 0
        ? t('JS_AVAILABILITY_OTHER_STORES_DETAIL', {
            pieces: otherPieces,
            warehouses: otherStores.warehouses.map((w) => w.name).join(', '),
          })
        : '',
    isQtaDispPot: incoming.quantity > 0,
    messageDispPot:
      incoming.quantity === 0
        ? ''
        : incoming.promise
          ? t('JS_AVAILABILITY_INCOMING_DELIVERY', { pieces: incomingPieces, when: when(incoming.promise) })
          : t('JS_AVAILABILITY_INCOMING_DETAIL', { pieces: incomingPieces }),
    qtaOtherStore: otherStores.quantity,
    isQtaOtherStore: otherStores.quantity > 0,
    pluralQtaOtherStore: otherStores.quantity !== 1,
    dsconsMaga: when(otherStores.promise),
    qtaNoDisp,
    isQtaNoDisp: qtaNoDisp > 0,
    pluralQtaNoDisp: qtaNoDisp !== 1,
    dsconsQtaNoDisp: when(later(incoming.quantity > 0 ? incoming.promise : null, missing.quantity > 0 ? missing.promise : null)),
  };
}

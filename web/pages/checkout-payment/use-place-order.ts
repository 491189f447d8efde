import { useMemo, useState } from 'react';
import { useNavigate } from '../../router/index.ts';
import type { CheckoutPaymentReply } from '../../../shared/contract/checkout-pages.ts';
import type { PaymentMethod } from '../../../shared/contract/checkout.ts';
import { isApiError } from '../../api/api-error.ts';
import { followPayment, placeOrder } from '../../api/checkout.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';

/**
 * Placing the reviewed order, then on to the payment or the order. `placing` stays on once it is placed, while the
 * page leaves; a refusal turns it off. One idempotency key per version of the cart under review: the same review
 * sent twice places one order.
 */
export function usePlaceOrder({ cart, address, option }: CheckoutPaymentReply) {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const key = useMemo(() => newIdempotencyKey(), [cart?.idCart, cart?.version]); // eslint-disable-line react-hooks/exhaustive-deps

  async function place(paymentMethod: PaymentMethod) {
    if (!cart || !option) return;
    setPlacing(true);
    try {
      const reply = await placeOrder(
        { idCart: cart.idCart, version: cart.version, addressId: address.id, fulfilmentOptionId: option.id, paymentMethod },
        key,
      );
      followPayment(reply, navigate);
    } catch (error) {
      // 409: the cart changed since this review; the shop revalidates and the review redraws with the new cart.
      if (isApiError(error) && error.status === 409) snackbar.show(t('JS_CO_STALE'), 'error');
      else notifyWarning(error);
      setPlacing(false);
    }
  }

  return { placing, place };
}

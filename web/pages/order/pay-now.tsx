import { useMemo, useState } from 'react';
import { useNavigate } from '../../router/index.ts';
import type { OrderPageReply } from '../../../shared/contract/checkout-pages.ts';
import { followPayment, payOrder } from '../../api/checkout.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { notifyWarning } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';

/**
 * Pays an order awaiting payment by card or wallet on the provider's page. The button stays disabled once the
 * payment starts, while the page leaves; one key per payment state, so a double click starts one payment.
 */
export function PayNow({ order }: Pick<OrderPageReply, 'order'>) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const key = useMemo(() => newIdempotencyKey(), [order.id, order.paymentState]); // eslint-disable-line react-hooks/exhaustive-deps

  async function pay() {
    setPaying(true);
    try {
      followPayment(await payOrder(order.id, key), navigate);
    } catch (error) {
      notifyWarning(error);
      setPaying(false);
    }
  }

  return (
    <div>
      <Button onClick={() => void pay()} disabled={paying} data-testid="pay-now">
        {t('JS_ORDER_PAY_NOW')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import type { CheckoutPaymentReply } from '../../../shared/contract/checkout-pages.ts';
import type { PaymentMethod } from '../../../shared/contract/checkout.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { shippingUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { dataKey } from './data-key.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { CheckoutSteps } from '../../blocks/checkout/checkout-steps.tsx';
import { OrderLines } from '../../blocks/checkout/order-lines.tsx';
import { OrderReference } from '../../blocks/checkout/order-reference.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { ReviewDelivery } from './review-delivery.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import { EmptyCheckout } from '../../blocks/checkout/empty-checkout.tsx';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/**
 * `/checkout/pagamento?indirizzo=&consegna=` (SPEC §2, §4 payment method), also the review: the address, the option
 * and its promise, the lines and totals, and the payment (card or wallet through the provider, or the customer's
 * agreed terms). Placing the order carries one key per review: a double click or a retry makes one order.
 */
export default function PaymentPage() {
  const page = usePageDataAt('checkoutPayment', dataKey);
  return (
    <LabelledPageData name="checkoutPayment" testId="checkout-payment" page={page}>
      {(data) => <Review data={data} />}
    </LabelledPageData>
  );
}

function Review({ data }: { data: CheckoutPaymentReply }) {
  const { cart, address, option, terms, totals } = data;
  const [method, setMethod] = useState<PaymentMethod>(terms ? 'terms' : 'card');
  const { placing, place } = usePlaceOrder(data);

  if (data.problem === 'empty_cart' || !cart) return <EmptyCheckout />;
  const back = shippingUrl(address.id);
  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps current={2} />
      <OrderReference name={cart.nomeOrdine} notes={cart.noteOrdine} />
      <ReviewDelivery address={address} option={option} back={back} />
      <OrderLines
        lines={cart.items.map((item) => ({ ...item, key: item.orderItemId }))}
        totals={totals}
        shippingLabel={option?.label ?? '—'}
      />
      <PaymentChoice method={method} onChange={setMethod} terms={terms} />
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={placing || !option} onClick={() => void place(method)} aria-describedby="co-placing" data-testid="place-order">
          {method === 'terms' ? t('JS_CO_PLACE') : t('JS_CO_PLACE_AND_PAY')}
        </Button>
        <span id="co-placing" role="status" className="text-sm text-slate-600">
          {placing ? t('JS_CO_PLACING') : ''}
        </span>
        {!option ? (
          <Link to={back} className={buttonClass({ variant: 'outline' })}>
            {t('JS_CO_BACK_TO_SHIPPING')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

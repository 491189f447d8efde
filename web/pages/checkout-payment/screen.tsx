import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import type { CheckoutPaymentReply } from '../../../shared/contract/checkout-pages.ts';
import type { PaymentMethod } from '../../../shared/contract/checkout.ts';
import { isApiError } from '../../api/api-error.ts';
import { followPayment, placeOrder } from '../../api/checkout.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { usePageData } from '../../api/page-data.ts';
import { shippingUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { dataKey } from './data-key.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { addressLines } from '../../blocks/addresses/address-text.ts';
import { CheckoutSteps } from '../../blocks/checkout/checkout-steps.tsx';
import { optionPrice, promiseLine } from '../../blocks/checkout/fulfilment-choice.tsx';
import { OrderLines } from '../../blocks/checkout/order-lines.tsx';
import { OrderReference } from '../../blocks/checkout/order-reference.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { EmptyCheckout } from '../../blocks/checkout/empty-checkout.tsx';

/**
 * `/checkout/pagamento?indirizzo=&consegna=` (SPEC §2, §4 payment method), also the review: the address, the option
 * and its promise, the lines and totals, and the payment (card or wallet through the provider, or the customer's
 * agreed terms). Placing the order carries one key per review: a double click or a retry makes one order.
 */
export default function PaymentPage() {
  const location = useLocation();
  const page = usePageData('checkoutPayment', dataKey(new URLSearchParams(location.search)));
  return (
    <PageFrame title={pageLabel('checkoutPayment')} testId="checkout-payment">
      <PageData page={page} forbiddenTitle={pageLabel('checkoutPayment')}>
        {(data) => <Review data={data} />}
      </PageData>
    </PageFrame>
  );
}

function Review({ data }: { data: CheckoutPaymentReply }) {
  const navigate = useNavigate();
  const { cart, address, option, terms, totals } = data;
  const [method, setMethod] = useState<PaymentMethod>(terms ? 'terms' : 'card');
  const [placing, setPlacing] = useState(false);
  // One key per version of the cart under review: the same review sent twice places one order.
  const key = useMemo(() => newIdempotencyKey(), [cart?.idCart, cart?.version]); // eslint-disable-line react-hooks/exhaustive-deps

  if (data.problem === 'empty_cart' || !cart) return <EmptyCheckout />;
  const back = shippingUrl(address.id);

  async function place() {
    if (!cart || !option) return;
    setPlacing(true);
    try {
      const reply = await placeOrder(
        { idCart: cart.idCart, version: cart.version, addressId: address.id, fulfilmentOptionId: option.id, paymentMethod: method },
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

  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps current={2} />
      <OrderReference name={cart.nomeOrdine} notes={cart.noteOrdine} />
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="co-ship-to" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <h2 id="co-ship-to" className="mb-1 font-semibold text-slate-900">
            {t('JS_CO_SHIP_TO')}
          </h2>
          <p className="font-semibold">{address.business}</p>
          {addressLines(address).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <Link to={back} className="mt-2 inline-block text-blue-800 underline">
            {t('JS_CO_CHANGE')}
          </Link>
        </section>
        <section
          aria-labelledby="co-ship-by"
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
          data-testid="review-option"
        >
          <h2 id="co-ship-by" className="mb-1 font-semibold text-slate-900">
            {t('JS_CO_SHIP_BY')}
          </h2>
          {option ? (
            <>
              <p className="font-semibold">
                {option.label} · {optionPrice(option)}
              </p>
              {option.delivery ? <p className="text-blue-900">{promiseLine(option.kind, option.delivery.text, true)}</p> : null}
            </>
          ) : (
            <p role="alert" className="text-red-800">
              {t('JS_CO_OPTION_UNAVAILABLE')}
            </p>
          )}
          <Link to={back} className="mt-2 inline-block text-blue-800 underline">
            {t('JS_CO_CHANGE')}
          </Link>
        </section>
      </div>
      <OrderLines
        lines={cart.items.map((item) => ({ ...item, key: item.orderItemId }))}
        totals={totals}
        shippingLabel={option?.label ?? '—'}
      />
      <PaymentChoice method={method} onChange={setMethod} terms={terms} />
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={placing || !option} onClick={() => void place()} aria-describedby="co-placing" data-testid="place-order">
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

import type { CheckoutPaymentReply } from '../../../shared/contract/checkout-pages.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { Link } from '../../ui/link.tsx';
import { addressLines } from '../../blocks/addresses/address-text.ts';
import { optionPrice, promiseLine } from '../../blocks/checkout/fulfilment-choice.tsx';

/** Where and how the order travels, as reviewed: the address and the option, each with a link back to change it. */
export function ReviewDelivery({ address, option, back }: Pick<CheckoutPaymentReply, 'address' | 'option'> & { back: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="co-ship-to" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 id="co-ship-to" className="mb-1 font-semibold text-slate-900">
          {t('JS_CO_SHIP_TO')}
        </h2>
        <p className="font-semibold">{address.business}</p>
        {addressLines(address).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <ChangeLink back={back} />
      </section>
      <section aria-labelledby="co-ship-by" className="rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="review-option">
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
        <ChangeLink back={back} />
      </section>
    </div>
  );
}

/** Back to the shipping step, to choose again. */
function ChangeLink({ back }: { back: string }) {
  return (
    <Link to={back} className="mt-2 inline-block text-blue-800 underline">
      {t('JS_CO_CHANGE')}
    </Link>
  );
}

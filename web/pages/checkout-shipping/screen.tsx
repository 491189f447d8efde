import { useNavigate } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import type { CheckoutShippingReply } from '../../../shared/contract/checkout-pages.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { paymentUrl, shippingUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { dataKey } from './data-key.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button } from '../../ui/button.tsx';
import { Pager } from '../../ui/pager.tsx';
import { AddressEditor } from '../../blocks/addresses/address-editor.tsx';
import { useAddressEditor, type AddressEditorState } from '../../blocks/addresses/use-address-editor.ts';
import { CheckoutSteps } from '../../blocks/checkout/checkout-steps.tsx';
import { FulfilmentChoice } from '../../blocks/checkout/fulfilment-choice.tsx';
import { EmptyCheckout } from '../../blocks/checkout/empty-checkout.tsx';
import { ShippingAddressList } from './shipping-address-list.tsx';
import { useShippingChoice, type ShippingChoice } from './use-shipping-choice.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

/**
 * `/checkout/spedizione` (SPEC §2, §4 checkout shipping): the delivery address (a saved one, an edit of an editable
 * one, or a new one) and the fulfilment option, each with its price and promise; then on to payment. Rendered by
 * the server with the options of the default address.
 */
export default function ShippingPage() {
  const page = usePageDataAt('checkoutShipping', dataKey);
  return (
    <LabelledPageData name="checkoutShipping" testId="checkout-shipping" page={page}>
      {(data) => <Shipping data={data} reload={() => void page.mutate()} />}
    </LabelledPageData>
  );
}

function Shipping({ data, reload }: { data: CheckoutShippingReply; reload: () => void }) {
  const navigate = useNavigate();
  const choice = useShippingChoice(data);
  const editor = useAddressEditor({ startWithNew: data.addresses.length === 0 });
  const { addressId, chosen, options } = choice;

  if (!data.cart || data.cart.items.length === 0) return <EmptyCheckout />;
  const editing = editor.editing.kind !== 'none';
  const canContinue = addressId !== null && chosen !== null && options !== null && !editing;
  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps current={1} />
      <AddressSection data={data} choice={choice} editor={editor} reload={reload} />
      {addressId !== null && !editing ? (
        <section aria-labelledby="co-options" className="flex flex-col gap-3" aria-busy={options === null}>
          <h2 id="co-options" className="text-lg font-semibold text-slate-900">
            {t('JS_CO_OPTIONS')}
          </h2>
          {options === null ? (
            <p className="text-sm text-slate-600">{t('JS_CO_OPTIONS_LOADING')}</p>
          ) : (
            <FulfilmentChoice options={options} chosen={chosen} onChoose={choice.setChosen} />
          )}
        </section>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={!canContinue} onClick={() => addressId !== null && chosen && void navigate(paymentUrl(addressId, chosen))}>
          {t('JS_CO_CONTINUE')}
        </Button>
        <Link to={pagePath('cart')} className="text-sm text-blue-800 underline">
          {t('JS_CO_BACK_TO_CART')}
        </Link>
      </div>
    </div>
  );
}

/** The delivery address: the saved ones (a page of them), and the editor for a new one or an edit. */
function AddressSection({
  data,
  choice,
  editor,
  reload,
}: {
  data: CheckoutShippingReply;
  choice: ShippingChoice;
  editor: AddressEditorState;
  reload: () => void;
}) {
  const { preview } = choice;
  return (
    <section aria-labelledby="co-address" className="flex flex-col gap-3">
      <h2 id="co-address" className="text-lg font-semibold text-slate-900">
        {t('JS_CO_ADDRESS')}
      </h2>
      <ShippingAddressList
        addresses={choice.addresses}
        addressId={choice.addressId}
        onChoose={(id) => void choice.choose(id)}
        onEdit={editor.edit}
        onDeleted={(id) => (choice.deleted(id), reload())}
      />
      <Pager
        page={data.addressesPage.page}
        pages={Math.ceil(data.addressesPage.total / data.addressesPage.pageSize)}
        hrefFor={(page) => shippingUrl(undefined, page)}
      />
      <AddressEditor
        editor={editor}
        onSaved={(address) => {
          choice.saved(address);
          reload();
          void choice.choose(address.id);
        }}
        onCancel={choice.clearPreview}
        cancellable={choice.addresses.length > 0}
        onPlace={(province, country) => void choice.previewPlace(province, country)}
      />
      {preview && editor.editing.kind === 'new' ? (
        <div className="flex flex-col gap-2" data-testid="options-preview">
          <p className="text-sm text-slate-600">{t('JS_CO_OPTIONS_PREVIEW', { place: preview.place })}</p>
          <FulfilmentChoice options={preview.options} />
        </div>
      ) : null}
    </section>
  );
}

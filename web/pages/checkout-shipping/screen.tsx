import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../router/index.ts';
import { Link } from '../../ui/link.tsx';
import type { CheckoutShippingReply } from '../../../shared/contract/checkout-pages.ts';
import type { AddressView, FulfilmentOptionView } from '../../../shared/contract/checkout.ts';
import { OWN_DELIVERY_AREA } from '../../../shared/italian-provinces.ts';
import { optionsOfAddress, optionsOfPlace } from '../../api/checkout.ts';
import { usePageData } from '../../api/page-data.ts';
import { paymentUrl, shippingUrl } from '../../../shared/urls/checkout-urls.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { dataKey } from './data-key.ts';
import { pagePath } from '../../../shared/routes.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Radio } from '../../ui/check.tsx';
import { cn } from '../../ui/cn.ts';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Pager } from '../../ui/pager.tsx';
import { AddressForm } from '../../blocks/addresses/address-form.tsx';
import { addressLines } from '../../blocks/addresses/address-text.ts';
import { CheckoutSteps } from '../../blocks/checkout/checkout-steps.tsx';
import { AddressActions } from '../../blocks/addresses/address-actions.tsx';
import { FulfilmentChoice } from '../../blocks/checkout/fulfilment-choice.tsx';
import { EmptyCheckout } from '../../blocks/checkout/empty-checkout.tsx';

/**
 * `/checkout/spedizione` (SPEC §2, §4 checkout shipping): the delivery address (a saved one, an edit of an editable
 * one, or a new one) and the fulfilment option, each with its price and promise; then on to payment. Rendered by
 * the server with the options of the default address.
 */
export default function ShippingPage() {
  const location = useLocation();
  const page = usePageData('checkoutShipping', dataKey(new URLSearchParams(location.search)));
  return (
    <PageFrame title={pageLabel('checkoutShipping')} testId="checkout-shipping">
      <PageData page={page} forbiddenTitle={pageLabel('checkoutShipping')}>
        {(data) => <Shipping data={data} reload={() => void page.mutate()} />}
      </PageData>
    </PageFrame>
  );
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: AddressView };

function Shipping({ data, reload }: { data: CheckoutShippingReply; reload: () => void }) {
  const navigate = useNavigate();
  // An address given for this order only (fgMemorize N) is not among the saved ones: the page keeps it.
  const [oneOff, setOneOff] = useState<AddressView | null>(null);
  const addresses = oneOff ? [...data.addresses, oneOff] : data.addresses;
  const [addressId, setAddressId] = useState<number | null>(data.selected?.addressId ?? null);
  const [options, setOptions] = useState<FulfilmentOptionView[] | null>(data.selected?.options ?? null);
  const [chosen, setChosen] = useState<string | null>(data.selected?.options[0]?.id ?? null);
  const [editing, setEditing] = useState<Editing>(data.addresses.length === 0 ? { kind: 'new' } : { kind: 'none' });
  const [preview, setPreview] = useState<{ place: string; options: FulfilmentOptionView[] } | null>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  async function loadOptions(load: (signal: AbortSignal) => Promise<FulfilmentOptionView[]>): Promise<FulfilmentOptionView[] | null> {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      return await load(controller.signal);
    } catch (error) {
      notifyWarning(error);
      return null;
    }
  }

  async function choose(id: number) {
    setAddressId(id);
    setOptions(null);
    const found = await loadOptions((signal) => optionsOfAddress(id, signal));
    if (!found) return;
    setOptions(found);
    setChosen((before) => (found.some((option) => option.id === before) ? before : (found[0]?.id ?? null)));
  }

  async function previewPlace(province: string, country: string) {
    if (country === 'IT' && !province) return setPreview(null);
    const found = await loadOptions((signal) => optionsOfPlace(province, country, signal));
    setPreview(found ? { place: province ? `${province}, ${country}` : country, options: found } : null);
  }

  function onSaved(address: AddressView) {
    snackbar.show(t(editing.kind === 'edit' ? 'JS_CO_ADDRESS_CHANGED' : 'JS_CO_ADDRESS_ADDED'), 'success');
    setEditing({ kind: 'none' });
    setPreview(null);
    if (address.fgMemorize === 'N') setOneOff(address);
    reload();
    void choose(address.id);
  }

  function onDeleted(deletedId: number) {
    if (oneOff?.id === deletedId) setOneOff(null);
    if (addressId === deletedId) {
      setAddressId(null);
      setOptions(null);
    }
    reload();
  }

  if (!data.cart || data.cart.items.length === 0) return <EmptyCheckout />;
  const canContinue = addressId !== null && chosen !== null && options !== null && editing.kind === 'none';
  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps current={1} />
      <section aria-labelledby="co-address" className="flex flex-col gap-3">
        <h2 id="co-address" className="text-lg font-semibold text-slate-900">
          {t('JS_CO_ADDRESS')}
        </h2>
        {addresses.length > 0 ? (
          <ul className="grid gap-2 md:grid-cols-2" data-testid="addresses">
            {addresses.map((address) => (
              <li
                key={address.id}
                className={cn(
                  'flex h-full items-start gap-2 rounded-md border bg-white p-3',
                  addressId === address.id ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-300',
                )}
              >
                <Radio
                  name="address"
                  value={address.id}
                  checked={addressId === address.id}
                  onCheckedChange={(now) => {
                    if (now) void choose(address.id);
                  }}
                  multiline
                  className="flex min-w-0 flex-1 gap-3 text-base text-slate-900"
                  label={
                    <span className="flex min-w-0 flex-1 flex-col text-sm">
                      <span className="font-semibold text-slate-900">{address.business}</span>
                      {addressLines(address).map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                      <span className="mt-1 flex flex-wrap gap-2 text-xs">
                        {address.default ? (
                          <span className="rounded bg-blue-100 px-1.5 py-0.5 text-blue-900">{t('JS_CO_DEFAULT')}</span>
                        ) : null}
                        {address.isoCountryAlpha2 === 'IT' && OWN_DELIVERY_AREA.has(address.stateProvinceRegion) ? (
                          <span className="rounded bg-green-100 px-1.5 py-0.5 text-green-900">{t('JS_CO_OWN_AREA')}</span>
                        ) : null}
                        {address.fgEditable === 'N' ? <span className="text-slate-600">{t('JS_CO_NOT_EDITABLE')}</span> : null}
                      </span>
                    </span>
                  }
                />
                <AddressActions
                  address={address}
                  onEdit={(chosen) => setEditing({ kind: 'edit', address: chosen })}
                  onDeleted={onDeleted}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Pager
          page={data.addressesPage.page}
          pages={Math.ceil(data.addressesPage.total / data.addressesPage.pageSize)}
          hrefFor={(page) => shippingUrl(undefined, page)}
        />
        {editing.kind === 'none' ? (
          <div>
            <Button variant="outline" onClick={() => setEditing({ kind: 'new' })}>
              {t('JS_CO_NEW_ADDRESS')}
            </Button>
          </div>
        ) : (
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            initial={editing.kind === 'edit' ? editing.address : undefined}
            onSaved={onSaved}
            onCancel={addresses.length > 0 ? () => (setEditing({ kind: 'none' }), setPreview(null)) : undefined}
            onPlace={editing.kind === 'new' ? (province, country) => void previewPlace(province, country) : undefined}
          />
        )}
        {preview && editing.kind === 'new' ? (
          <div className="flex flex-col gap-2" data-testid="options-preview">
            <p className="text-sm text-slate-600">{t('JS_CO_OPTIONS_PREVIEW', { place: preview.place })}</p>
            <FulfilmentChoice options={preview.options} />
          </div>
        ) : null}
      </section>
      {addressId !== null && editing.kind === 'none' ? (
        <section aria-labelledby="co-options" className="flex flex-col gap-3" aria-busy={options === null}>
          <h2 id="co-options" className="text-lg font-semibold text-slate-900">
            {t('JS_CO_OPTIONS')}
          </h2>
          {options === null ? (
            <p className="text-sm text-slate-600">{t('JS_CO_OPTIONS_LOADING')}</p>
          ) : (
            <FulfilmentChoice options={options} chosen={chosen} onChoose={setChosen} />
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

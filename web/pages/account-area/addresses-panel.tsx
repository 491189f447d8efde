import type { AddressView } from '../../../shared/contract/checkout.ts';
import { t as checkoutText } from '../../../shared/i18n/checkout.ts';
import { Panel } from '../../ui/panel.tsx';
import { AddressEditor } from '../../blocks/addresses/address-editor.tsx';
import { addressLines } from '../../blocks/addresses/address-text.ts';
import { AddressActions } from '../../blocks/addresses/address-actions.tsx';
import { useAddressEditor } from '../../blocks/addresses/use-address-editor.ts';
import { t } from './texts.ts';
import { isEditableAddress } from '../../api/checkout.ts';

/** The customer's delivery addresses, the checkout's (its form and delete dialog): add, edit and delete them here. */
export function AddressesPanel({ addresses, total, reload }: { addresses: AddressView[]; total: number; reload: () => void }) {
  const editor = useAddressEditor();

  return (
    <Panel title={t('JS_AREA_ADDRESSES')} data-testid="addresses-panel">
      {addresses.length === 0 ? <p className="text-sm text-slate-600">{t('JS_AREA_NO_ADDRESSES')}</p> : null}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="flex items-start gap-2 rounded-md border border-slate-300 bg-white p-3"
            data-testid="area-address"
          >
            <span className="flex min-w-0 flex-1 flex-col text-sm">
              <span className="font-semibold text-slate-900">{address.business}</span>
              {addressLines(address).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {address.default ? <span className="text-xs text-blue-900">{checkoutText('JS_CO_DEFAULT')}</span> : null}
              {!isEditableAddress(address) ? <span className="text-xs text-slate-600">{checkoutText('JS_CO_NOT_EDITABLE')}</span> : null}
            </span>
            <AddressActions address={address} onEdit={editor.edit} onDeleted={reload} />
          </li>
        ))}
      </ul>
      {total > addresses.length ? (
        <p className="text-sm text-slate-600">{t('JS_AREA_MORE_ADDRESSES', { shown: addresses.length, total })}</p>
      ) : null}
      <AddressEditor editor={editor} onSaved={() => reload()} className="mt-3" />
    </Panel>
  );
}

import { useState } from 'react';
import type { AddressView } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { Button } from '../../ui/button.tsx';
import { onDemand } from '../../ui/on-demand.tsx';

// The dialog (and Radix's with it) comes when first asked for: the checkout's steps start without it.
const DeleteAddressConfirm = onDemand(() => import('./delete-address-confirm.tsx').then((m) => m.DeleteAddressConfirm));

/** Deletes a saved address after the customer confirms it; `onDeleted` redraws the list. */
export function DeleteAddress({ address, onDeleted }: { address: AddressView; onDeleted: (addressId: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={t('JS_CO_DELETE_LABEL', { business: address.business })} onClick={() => setOpen(true)}>
        {t('JS_CO_DELETE')}
      </Button>
      <DeleteAddressConfirm needed={open} address={address} open={open} onOpenChange={setOpen} onDeleted={onDeleted} />
    </>
  );
}

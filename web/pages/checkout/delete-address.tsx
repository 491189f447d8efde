import { useState } from 'react';
import type { AddressView } from '../../../shared/contract/checkout.ts';
import { deleteAddress } from '../../api/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';

/** Deletes a saved address after the customer confirms it; `onDeleted` redraws the list. */
export function DeleteAddress({ address, onDeleted }: { address: AddressView; onDeleted: (addressId: number) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await deleteAddress(address.id);
      snackbar.show(t('JS_CO_DELETED'), 'success');
      setOpen(false);
      onDeleted(address.id);
    } catch (error) {
      notifyWarning(error);
    }
    setBusy(false);
  }

  return (
    <>
      <Button size="sm" variant="ghost" aria-label={t('JS_CO_DELETE_LABEL', { business: address.business })} onClick={() => setOpen(true)}>
        {t('JS_CO_DELETE')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        {open ? (
          <DialogContent data-testid="address-delete-confirm">
            <DialogHeader>
              <DialogTitle>{t('JS_CO_DELETE_TITLE', { business: address.business })}</DialogTitle>
              <DialogDescription>{t('JS_CO_DELETE_TEXT')}</DialogDescription>
            </DialogHeader>
            <DialogActions
              cancelLabel={t('JS_CO_DELETE_CANCEL')}
              confirmLabel={t('JS_CO_DELETE_CONFIRM')}
              onConfirm={() => void confirm()}
              busy={busy}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

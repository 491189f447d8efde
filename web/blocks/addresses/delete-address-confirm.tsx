import type { AddressView } from '../../../shared/contract/checkout.ts';
import { deleteAddress } from '../../api/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { notifyWarning, snackbar } from '../../session/notify.ts';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

/** The question before a saved address is deleted (./delete-address.tsx fetches it when first asked). */
export function DeleteAddressConfirm({
  address,
  open,
  onOpenChange,
  onDeleted,
}: {
  address: AddressView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (addressId: number) => void;
}) {
  const { submitting: busy, run } = useFormSubmit();

  function confirm() {
    return run(async () => {
      try {
        await deleteAddress(address.id);
        snackbar.show(t('JS_CO_DELETED'), 'success');
        onOpenChange(false);
        onDeleted(address.id);
      } catch (error) {
        // Told in the snackbar: the dialog stays open for another try.
        notifyWarning(error);
      }
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
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
  );
}

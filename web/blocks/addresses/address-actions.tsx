import type { AddressView } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { Button } from '../../ui/button.tsx';
import { DeleteAddress } from './delete-address.tsx';
import { isEditableAddress } from '../../api/checkout.ts';

/** Edit and delete of a saved address the customer may change (`fgEditable Y`), as the checkout and the account area show them. */
export function AddressActions({
  address,
  onEdit,
  onDeleted,
}: {
  address: AddressView;
  onEdit: (address: AddressView) => void;
  onDeleted: (addressId: number) => void;
}) {
  if (!isEditableAddress(address)) return null;
  return (
    <span className="flex flex-col items-end gap-1">
      <Button size="sm" variant="ghost" aria-label={t('JS_CO_EDIT_LABEL', { business: address.business })} onClick={() => onEdit(address)}>
        {t('JS_CO_EDIT')}
      </Button>
      <DeleteAddress address={address} onDeleted={onDeleted} />
    </span>
  );
}

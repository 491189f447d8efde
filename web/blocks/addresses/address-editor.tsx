import type { AddressView } from '../../../shared/contract/checkout.ts';
import { t } from '../../../shared/i18n/checkout.ts';
import { snackbar } from '../../session/notify.ts';
import { Button } from '../../ui/button.tsx';
import { AddressForm } from './address-form.tsx';
import type { AddressEditorState } from './use-address-editor.ts';

/**
 * The delivery-address editor of the checkout and the account area: a "new address" button, or the form for a new
 * address or an edit of a saved one (./use-address-editor.ts says which). A save is told in the snackbar and
 * closes the form; `onSaved` then lets the page redraw. `cancellable` false leaves the form without a cancel (a
 * customer with no address must write one); `onPlace` follows a new address's place, for a preview of the options.
 */
export function AddressEditor({
  editor,
  onSaved,
  onCancel,
  cancellable = true,
  onPlace,
  className,
}: {
  editor: AddressEditorState;
  onSaved?: (address: AddressView) => void;
  onCancel?: () => void;
  cancellable?: boolean;
  onPlace?: (stateProvinceRegion: string, country: string) => void;
  /** Classes of the new-address button's line. */
  className?: string;
}) {
  const { editing } = editor;
  if (editing.kind === 'none') {
    return (
      <div className={className}>
        <Button variant="outline" onClick={editor.addNew}>
          {t('JS_CO_NEW_ADDRESS')}
        </Button>
      </div>
    );
  }
  const initial = editing.kind === 'edit' ? editing.address : undefined;
  return (
    <AddressForm
      key={initial?.id ?? 'new'}
      initial={initial}
      onSaved={(address) => {
        snackbar.show(t(initial ? 'JS_CO_ADDRESS_CHANGED' : 'JS_CO_ADDRESS_ADDED'), 'success');
        editor.close();
        onSaved?.(address);
      }}
      onCancel={cancellable ? () => (editor.close(), onCancel?.()) : undefined}
      onPlace={initial ? undefined : onPlace}
    />
  );
}

import type { OrderTypeView } from '../../../shared/contract/cart.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';

/** The order type's confirmation (web/pages/cart/order-type-field.tsx): what the type does to prices and deliveries. */
export function OrderTypeDialog({
  asked,
  applying,
  onCancel,
  onConfirm,
}: {
  asked: OrderTypeView | null;
  applying: boolean;
  onCancel: () => void;
  onConfirm: (type: OrderTypeView) => void;
}) {
  return (
    <Dialog open={asked !== null} onOpenChange={(open) => !open && !applying && onCancel()}>
      {asked ? (
        <DialogContent data-testid="order-type-confirm">
          <DialogHeader>
            <DialogTitle>{t('JS_CART_ORDER_TYPE_CONFIRM_TITLE', { label: asked.label })}</DialogTitle>
            <DialogDescription>{t('JS_CART_ORDER_TYPE_CONFIRM_TEXT', { description: asked.description })}</DialogDescription>
          </DialogHeader>
          <DialogActions
            cancelLabel={t('JS_CART_CANCEL')}
            confirmLabel={t('JS_CART_CONFIRM')}
            onConfirm={() => onConfirm(asked)}
            busy={applying}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

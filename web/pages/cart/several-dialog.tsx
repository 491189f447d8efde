import { t } from '../../../shared/i18n/cart.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';

/** Quick order's question when a code names several products (web/pages/cart/quick-order.tsx): choose among the results. */
export function SeveralDialog({
  several,
  onClose,
  onResults,
}: {
  several: { code: string; count: number } | null;
  onClose: () => void;
  onResults: (code: string) => void;
}) {
  return (
    <Dialog open={several !== null} onOpenChange={(open) => !open && onClose()}>
      {several ? (
        <DialogContent data-testid="quick-order-several">
          <DialogHeader>
            <DialogTitle>{t('JS_QUICK_SEVERAL_TITLE', { code: several.code, count: formatCount(several.count) })}</DialogTitle>
            <DialogDescription>{t('JS_QUICK_SEVERAL_TEXT')}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('JS_CART_CANCEL')}</Button>
            </DialogClose>
            <Button onClick={() => onResults(several.code)}>{t('JS_QUICK_GO_TO_RESULTS')}</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

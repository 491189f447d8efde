import type { SearchRow } from '../../../shared/contract/search.ts';
import { formatEuro } from '../../../shared/money.ts';
import { t } from '../../../shared/i18n/product.ts';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';

export interface CarcassDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  part: SearchRow;
  deposit: SearchRow;
  quantity: number;
  busy: boolean;
  /** Adds the part and its deposit, the same quantity of each. */
  onConfirm: () => void;
}

/**
 * SPEC §2 carcass dialog: an exchange part is charged a core deposit, refunded when the old part comes back.
 * Confirming puts both in the cart; cancelling adds nothing.
 */
export function CarcassDialog({ open, onOpenChange, part, deposit, quantity, busy, onConfirm }: CarcassDialogProps) {
  const amount = deposit.offer.prices ? formatEuro(deposit.offer.prices.netCents) : '';
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent closeLabel={t('JS_CLOSE')} data-testid="carcass-dialog" className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('JS_CARCASS_TITLE')}</DialogTitle>
          <DialogDescription>{t('JS_CARCASS_TEXT', { amount, code: deposit.code })}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-slate-700">{t('JS_CARCASS_REFUND')}</p>
        <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="carcass-summary">
          {t('JS_CARCASS_SUMMARY', { quantity, part: `${part.brand} ${part.code}`, deposit: amount })}
        </p>
        <DialogActions
          className="mt-6"
          cancelLabel={t('JS_CARCASS_CANCEL')}
          confirmLabel={t('JS_CARCASS_CONFIRM')}
          onConfirm={onConfirm}
          busy={busy}
          busyLabel={t('JS_LOADING')}
          data-testid="carcass-confirm"
        />
      </DialogContent>
    </Dialog>
  );
}

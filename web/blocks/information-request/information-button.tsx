import { useState } from 'react';
import { t } from '../../../shared/i18n/translate.ts';
import { Button, type ButtonProps } from '../../ui/button.tsx';
import { onDemand } from '../../ui/on-demand.tsx';

/** The dialog's code (Radix, the form) is fetched the first time it opens. */
const InformationDialog = onDemand(() => import('./information-dialog.tsx').then((m) => m.InformationDialog));

/** "Ask for information" about a product (the product page, a result row): opens the form in a dialog. */
export function InformationRequestButton({ productId, ...button }: { productId: number } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" {...button} onClick={() => setOpen(true)}>
        {t('JS_INFO_OPEN')}
      </Button>
      <InformationDialog needed={open} productId={productId} open={open} onOpenChange={setOpen} />
    </>
  );
}

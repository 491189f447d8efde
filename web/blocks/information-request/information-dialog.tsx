import { t } from '../../../shared/i18n/requests.ts';
import { dataKey } from '../../pages/information-request/data-key.ts';
import { usePageData } from '../../api/page-data.ts';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { InformationForm } from './information-form.tsx';

/** The form's data, loaded once the dialog opens (GET /richiesta-informazioni?productcode=). */
function DialogBody({ productId }: { productId: number }) {
  const key = dataKey(new URLSearchParams({ productcode: String(productId) }));
  const page = usePageData('informationRequest', key, { revalidateOnFocus: false });
  // SPEC §8: a load failure shows the catalogue error text (PageData's failed state).
  return (
    <PageData page={page} forbiddenTitle={t('JS_PAGE_INFORMATION_REQUEST')}>
      {(data) => <InformationForm data={data} />}
    </PageData>
  );
}

/** The information request in a dialog (Radix), over the product page or the results. */
export function InformationDialog({
  productId,
  open,
  onOpenChange,
}: {
  productId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('JS_INFO_CLOSE')} data-testid="information-dialog" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('JS_PAGE_INFORMATION_REQUEST')}</DialogTitle>
        </DialogHeader>
        {open ? <DialogBody productId={productId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

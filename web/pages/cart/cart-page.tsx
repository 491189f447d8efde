import { isForbiddenPage } from '../../../shared/contract/guards.ts';
import { usePageData } from '../../api/page-data.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../routes.ts';
import { Forbidden } from '../../ui/forbidden.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** /cart (SPEC §2): the active cart, its lines and totals, the customer's other carts, quick order, attachments. */
export function CartPage() {
  const page = usePageData('cart', pagePath('cart'));
  return (
    <PageFrame title={pageLabel('cart')} testId="cart-page">
      {page.error && !page.data ? (
        <LoadFailed onRetry={() => void page.mutate()} />
      ) : !page.data ? (
        <Loading />
      ) : isForbiddenPage(page.data) ? (
        <Forbidden title={pageLabel('cart')} text={page.data.message} data-testid="cart-forbidden" />
      ) : (
        <p>{page.data.cart?.idCart}</p>
      )}
    </PageFrame>
  );
}

import { useLocation } from '../../router/index.ts';
import { LoginForPrices } from '../../blocks/results/login-for-prices.tsx';
import { isApiError } from '../../api/api-error.ts';
import { usePrincipal } from '../../api/principal.ts';
import { useProductPage } from '../../api/product.ts';
import { t } from '../../../shared/i18n/product.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LoadingSkeleton, Skeleton } from '../../ui/loading.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { NotFoundPage } from '../../blocks/not-found/not-found-page.tsx';
import { ProductBuyBox } from './product-buy-box.tsx';
import { OeCodesAndEquivalents, ProductIdentity } from './product-details.tsx';
import { GiftsBlock, TyreSizes } from './product-extras.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductTabs } from './product-tabs.tsx';

/**
 * /ricambio/{id}: one part with its pictures, the asker's price, availability and delivery, the cart (with the
 * core deposit's dialog for exchange parts), gifts, a snow chain's tyre sizes, codes, and the related products
 * and stock in tabs. Rendered by the server with its data; an unknown id is the not-found page.
 */
export default function ProductPage() {
  const { pathname } = useLocation();
  const { loggedIn } = usePrincipal();
  const page = useProductPage(pathname);
  const data = page.data;

  if (page.error && !data) {
    if (isApiError(page.error) && page.error.status === 404) return <NotFoundPage />;
    const refused = isApiError(page.error) && page.error.status >= 400 && page.error.status < 500;
    return (
      <PageFrame title={pageLabel('product')}>
        <LoadFailed onRetry={() => void page.mutate()} message={refused ? page.error.message : undefined} data-testid="product-error" />
      </PageFrame>
    );
  }
  if (!data) {
    return (
      <PageFrame title={pageLabel('product')}>
        <LoadingSkeleton className="grid gap-8 md:grid-cols-2">
          <Skeleton className="aspect-square w-full" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        </LoadingSkeleton>
      </PageFrame>
    );
  }

  const { product } = data;
  const name = t('JS_PRODUCT_TITLE', { brand: product.brand, code: product.code });
  return (
    <PageFrame title={name} testId="product-page">
      <div className={topGrid} data-product-id={product.id}>
        <div className="[grid-area:gallery]">
          <ProductGallery images={data.images} productName={name} />
        </div>
        <div className="min-w-0 [grid-area:identity]">
          <ProductIdentity product={product} />
        </div>
        <div className="flex min-w-0 flex-col gap-5 [grid-area:codes]">
          <TyreSizes sizes={data.tyreSizes} />
          <OeCodesAndEquivalents product={product} />
        </div>
        <div className="flex flex-col gap-4 [grid-area:buy] lg:sticky lg:top-32 lg:self-start">
          <GiftsBlock gifts={data.gifts} />
          <ProductBuyBox product={product} carcass={data.carcass} loggedIn={loggedIn} />
          <LoginForPrices />
        </div>
      </div>
      <ProductTabs
        key={product.id}
        productId={product.id}
        priceListCode={product.priceListCode}
        code={product.code}
        counts={data.counts}
        loggedIn={loggedIn}
      />
    </PageFrame>
  );
}

/**
 * Phones: one column (pictures, what the part is, the cart, then its codes). From 768 px the pictures beside the
 * part's data and the cart, the codes below; from 1024 px three columns, the cart on the right and staying in view.
 */
const topGrid =
  "grid gap-6 [grid-template-areas:'gallery'_'identity'_'buy'_'codes'] md:grid-cols-2 md:gap-x-8 md:[grid-template-areas:'gallery_identity'_'gallery_buy'_'codes_codes'] lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)_minmax(18rem,5fr)] lg:grid-rows-[auto_1fr] lg:[grid-template-areas:'gallery_identity_buy'_'gallery_codes_buy']";

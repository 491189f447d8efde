import { Link } from '../../ui/link.tsx';
import type { ProductCodes } from '../../../shared/contract/catalogue.ts';
import type { SearchRow } from '../../../shared/contract/search.ts';
import { t } from '../../../shared/i18n/product.ts';
import { productUrl, searchUrl } from '../../../shared/urls/page-urls.ts';

/** What identifies the part: brand, code, description, group, price list and pack rule. */
export function ProductIdentity({ product }: { product: SearchRow }) {
  return (
    <div className="flex flex-col gap-3" data-testid="product-identity">
      <p className="text-lg text-slate-700" data-field="description">
        {product.description}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('JS_PRODUCT_BRAND')}</dt>
        <dd className="font-semibold text-slate-900" data-field="brand">
          {product.brand}
        </dd>
        <dt className="text-slate-600">{t('JS_PRODUCT_CODE')}</dt>
        <dd className="font-mono font-semibold text-slate-900" data-field="code">
          {product.code}
        </dd>
        <dt className="text-slate-600">{t('JS_PRODUCT_GROUP')}</dt>
        <dd data-field="group">{product.group.name}</dd>
        <dt className="text-slate-600">{t('JS_PRODUCT_PRICE_LIST')}</dt>
        <dd className="font-mono">{product.priceListCode}</dd>
        <dt className="text-slate-600">{t('JS_PRODUCT_PACK')}</dt>
        <dd>
          {product.minQty > 1 || product.packQty > 1
            ? t('JS_PRODUCT_PACK_VALUE', { min: product.minQty, pack: product.packQty })
            : t('JS_PRODUCT_PACK_SINGLE')}
        </dd>
      </dl>
    </div>
  );
}

const chip = 'inline-flex min-h-8 items-center gap-1.5 rounded-md border border-slate-200 bg-white px-2.5 text-sm';

/** OE codes (each searches the catalogue) and cross references (each opens that product's page). */
export function OeCodesAndEquivalents({ product }: { product: ProductCodes }) {
  return (
    <div className="flex flex-col gap-4" data-testid="product-codes">
      <section>
        <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('JS_PRODUCT_OE_CODES')}</h2>
        {product.oeCodes.length === 0 ? (
          <p className="text-sm text-slate-600">{t('JS_PRODUCT_NONE')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="oe-codes">
            {product.oeCodes.map((oe) => (
              <li key={`${oe.maker}-${oe.code}`}>
                <Link to={searchUrl(oe.code)} className={`${chip} hover:border-blue-700 hover:text-blue-800`}>
                  <span className="text-xs font-semibold text-slate-600 uppercase">{oe.maker}</span>
                  <span className="font-mono text-slate-900">{oe.code}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('JS_PRODUCT_CROSS_REFERENCES')}</h2>
        {product.crossReferences.length === 0 ? (
          <p className="text-sm text-slate-600">{t('JS_PRODUCT_NONE')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="cross-references">
            {product.crossReferences.map((cross) => (
              <li key={cross.productId}>
                <Link to={productUrl(cross.productId)} className={`${chip} hover:border-blue-700 hover:text-blue-800`}>
                  <span className="text-xs font-semibold text-slate-600 uppercase">{cross.brand}</span>
                  <span className="font-mono text-slate-900">{cross.code}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import type { CartView } from '../../../shared/contract/cart.ts';
import type { CartPageReply } from '../../../shared/contract/cart-page.ts';
import { usePageDataAt } from '../../api/page-data.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { dataKey } from './data-key.ts';
import { PageData } from '../../ui/page-data.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { CartAttachments } from './cart-attachments.tsx';
import { CartHeaderForm } from './cart-header-form.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartSelection } from './cart-selection.tsx';
import { CartStickyBar, CartTotals } from './cart-totals.tsx';
import { QuickOrder } from './quick-order.tsx';
import { useCartEditor } from './use-cart-editor.ts';

const reloadPage = () => window.location.reload();

/**
 * /cart (SPEC §2): the active cart (order data, order type, urgent flag, lines with price, availability and delivery,
 * totals with VAT). Rendered by the server with its data; every change redraws it from the server. Customers only:
 * a visitor sees why and how to log in.
 */
export default function CartPage() {
  const page = usePageDataAt('cart', dataKey);
  return (
    <PageFrame title={pageLabel('cart')} testId="cart-page">
      <PageData page={page} forbiddenTitle={t('JS_CART_LOGIN_TITLE')} forbiddenTestId="cart-forbidden">
        {(data) => <CartContent data={data} checking={page.isValidating} />}
      </PageData>
    </PageFrame>
  );
}

/**
 * Lines first, then the order data, then quick order and attachments; the totals beside them (below on a phone, with
 * a bar that keeps the total and "proceed" in view). A cart empty when the page opens leads with quick order, and
 * lines added there appear below it rather than pushing it down; quick order keeps its state whether a cart is open
 * or not, so its report survives the cart a paste opens. Until the page has checked the server once, an empty cart
 * it remembers is not shown as empty: the header may already count lines the remembered page has not seen.
 */
function CartContent({ data, checking }: { data: CartPageReply; checking: boolean }) {
  const [refreshing, setRefreshing] = useState(false);
  const { cart } = data;
  const hasLines = data.lines.total > 0;
  // Decided once, on the first data checked with the server (state derived while rendering, no second paint).
  const [quickFirst, setQuickFirst] = useState<boolean | null>(checking ? null : !hasLines);
  if (quickFirst === null && !checking) setQuickFirst(!hasLines);
  const orderType = cart ? data.orderTypes.find((type) => type.code === cart.tipo_ordine) : undefined;
  const main =
    quickFirst === null && !hasLines ? (
      <Loading key="main" className="py-8" />
    ) : cart ? (
      <ActiveCart key="main" cart={cart} data={data} onRefreshing={setRefreshing} />
    ) : (
      <EmptyCart key="main" />
    );
  const quick = <QuickOrder key="quick" />;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {quickFirst ? [quick, main] : [main, quick]}
          {cart ? <CartAttachments idCart={cart.idCart} attachments={data.attachments} /> : null}
        </div>
        {cart ? (
          <aside className="lg:sticky lg:top-32 lg:self-start">
            <CartTotals cart={cart} lines={data.lines} orderType={orderType} refreshing={refreshing} />
          </aside>
        ) : null}
      </div>
      <CartSelection carts={data.carts} total={data.cartsTotal} activeId={cart?.idCart ?? null} reload={reloadPage} />
      {cart && hasLines ? <CartStickyBar cart={cart} refreshing={refreshing} /> : null}
    </div>
  );
}

/** The lines, then the order data: both edit the cart through one editor, one change at a time. */
function ActiveCart({ cart, data, onRefreshing }: { cart: CartView; data: CartPageReply; onRefreshing: (refreshing: boolean) => void }) {
  const editor = useCartEditor(cart);
  return (
    <>
      {cart.items.length > 0 ? <CartLines cart={cart} lines={data.lines} offers={data.offers} editor={editor} /> : <EmptyCart />}
      <CartHeaderForm
        cart={cart}
        orderTypes={data.orderTypes}
        vehicleOffer={data.vehicleOffer}
        editor={editor}
        onRefreshing={onRefreshing}
        reload={reloadPage}
      />
    </>
  );
}

function EmptyCart() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center" data-testid="cart-empty">
      <p className="font-semibold text-slate-900">{t('JS_CART_EMPTY')}</p>
      <p className="text-slate-600">{t('JS_CART_EMPTY_HINT')}</p>
    </div>
  );
}

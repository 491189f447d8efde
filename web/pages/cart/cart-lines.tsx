import type { CartView } from '../../../shared/contract/cart.ts';
import type { CartLineOffer } from '../../../shared/contract/cart-page.ts';
import { t } from '../../../shared/i18n/cart.ts';
import { CartLine } from './cart-line.tsx';
import type { CartEditor } from './use-cart-editor.ts';

const head = 'py-2 pr-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** The cart's lines as a table (under 768 px each line a block of stacked cells), each with its availability and promise. */
export function CartLines({ cart, offers, editor }: { cart: CartView; offers: Record<string, CartLineOffer>; editor: CartEditor }) {
  return (
    <section aria-labelledby="cart-lines" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="cart-lines" className="mb-2 text-lg font-semibold text-slate-900">
        {t('JS_CART_LINES')}
      </h2>
      <div className="md:overflow-x-auto">
        <table className="w-full border-collapse max-md:block md:min-w-[40rem]" data-testid="cart-lines">
          <thead className="max-md:sr-only">
            <tr>
              <th scope="col" className={head}>
                {t('JS_CART_COL_PRODUCT')}
              </th>
              <th scope="col" className={head}>
                {t('JS_CART_COL_QUANTITY')}
              </th>
              <th scope="col" className={head}>
                {t('JS_CART_COL_AVAILABILITY')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('JS_CART_COL_TOTAL')}
              </th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {cart.items.map((item) => (
              <CartLine key={item.orderItemId} item={item} offer={offers[item.orderItemId]} editor={editor} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

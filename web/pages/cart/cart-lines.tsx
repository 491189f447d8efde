import type { CartView } from '../../../shared/contract/cart.ts';
import type { CartLineOffer, CartPageReply } from '../../../shared/contract/cart-page.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Pager } from '../../ui/pager.tsx';
import { t } from '../../../shared/i18n/cart.ts';
import { Table } from '../../ui/table.tsx';
import { cartLineColumns, cartLineRowProps } from './cart-line.tsx';
import type { CartEditor } from './use-cart-editor.ts';
import { Panel } from '../../ui/panel.tsx';

const pageUrl = (page: number) => (page > 1 ? `${pagePath('cart')}?page=${page}` : pagePath('cart'));

/**
 * A page of the cart's lines as a table (under 768 px each line a block of stacked cells), each with its availability
 * and promise, and the pager when the cart has more lines than a page.
 */
export function CartLines({
  cart,
  lines,
  offers,
  editor,
}: {
  cart: CartView;
  lines: CartPageReply['lines'];
  offers: Record<string, CartLineOffer>;
  editor: CartEditor;
}) {
  return (
    <Panel title={t('JS_CART_LINES')} headingId="cart-lines">
      <Table
        // The scroll box is a region of its own: named apart from the section, so each region has one name.
        label={t('JS_CART_LINES_TABLE')}
        columns={cartLineColumns(offers, editor)}
        rows={cart.items}
        rowKey={(item) => item.orderItemId}
        rowProps={cartLineRowProps}
        empty={null}
        framed={false}
        // Inside the section's card: the page's text size, no header band, and under 768 px a block of lines.
        className="text-base max-md:block md:min-w-[40rem] [&>thead]:bg-transparent max-md:[&>thead]:sr-only max-md:[&>tbody]:block"
        data-testid="cart-lines"
        footer={<Pager page={lines.page} pages={lines.pages} hrefFor={pageUrl} className="mt-4" />}
      />
    </Panel>
  );
}

// The cart page's data: its shape stays in shared/contract/, where the cart's calls and the BFF's offers read it too.
export { cartPageReply as pageReply } from '../../../shared/contract/cart-page.ts';

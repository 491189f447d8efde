// The shipping step's data: shared/contract/checkout-pages.ts keeps the shapes the checkout's calls share.
export { checkoutShippingReply as pageReply } from '../../../shared/contract/checkout-pages.ts';

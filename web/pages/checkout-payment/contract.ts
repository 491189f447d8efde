// The payment step's data: shared/contract/checkout-pages.ts keeps the shapes the checkout's calls share.
export { checkoutPaymentReply as pageReply } from '../../../shared/contract/checkout-pages.ts';

// The account's orders: shared/contract/checkout-pages.ts keeps the shapes the order calls share.
export { ordersPageReply as pageReply } from '../../../shared/contract/checkout-pages.ts';

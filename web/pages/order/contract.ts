// One order's page: shared/contract/checkout-pages.ts keeps the shapes the order calls share.
export { orderPageReply as pageReply } from '../../../shared/contract/checkout-pages.ts';

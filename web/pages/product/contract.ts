// The product page's data: its shape stays in shared/contract/, where the ports and the product calls read it too.
export { productPageReply as pageReply } from '../../../shared/contract/product.ts';

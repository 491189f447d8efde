// The results page's data: its shape stays in shared/contract/, where the product page and the BFF's rows read it too.
export { searchPageReply as pageReply } from '../../../shared/contract/search.ts';

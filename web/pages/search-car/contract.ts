// The vehicle search's data: its shape stays in shared/contract/, where the page's components read it too.
export { searchCarPageReply as pageReply } from '../../../shared/contract/search-car.ts';

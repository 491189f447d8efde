// The parts carrying an original number: result rows, as shared/contract/search.ts shapes them for every results page.
export { oeResultsPageReply as pageReply } from '../../../shared/contract/search.ts';

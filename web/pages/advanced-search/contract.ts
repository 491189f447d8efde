// The advanced search's data: result rows, as shared/contract/search.ts shapes them for every results page.
export { advancedSearchPageReply as pageReply } from '../../../shared/contract/search.ts';

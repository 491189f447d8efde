import { listedPageReply } from '../../../shared/contract/listed-page.ts';
import { requestRowView } from '../../../shared/contract/requests.ts';

/** A page of the customer's own requests, newest first. */
export const pageReply = listedPageReply(requestRowView);

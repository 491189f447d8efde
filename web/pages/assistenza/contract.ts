// The staff's assistance page: its shape stays in shared/contract/, where the assistance calls read it too.
export { assistenzaPageReply as pageReply } from '../../../shared/contract/assistenza.ts';

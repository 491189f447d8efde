import { z } from 'zod';
import { importSummaryView } from '../../../shared/contract/order-import.ts';

/** `/import-order`: the customer's imports, newest first (open ones and those sent in the last 90 days). */
export const pageReply = z.object({ imports: z.array(importSummaryView) });

import { z } from 'zod';

/** The switch-user page loads its table through its own calls: its page data is empty. */
export const pageReply = z.object({});

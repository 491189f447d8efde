import { z } from 'zod';

/** The parts catalogue is the provider's frame: its page data is empty. */
export const pageReply = z.object({});

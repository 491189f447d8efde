import { z } from 'zod';

/** The page loads nothing: its form posts to the BFF. */
export const pageReply = z.object({});

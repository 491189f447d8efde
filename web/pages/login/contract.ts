import { z } from 'zod';

/** The login page loads nothing: its form posts to the BFF. */
export const pageReply = z.object({});

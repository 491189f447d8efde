import { z } from 'zod';

/** The form needs nothing but the permission the page's role checks. */
export const pageReply = z.object({});

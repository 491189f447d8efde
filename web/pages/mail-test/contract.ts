import { z } from 'zod';

/** The templates the page has a button for, and the staff member's address every test mail goes to. */
export const pageReply = z.object({ templates: z.array(z.string()), email: z.string().nullable() });

import { z } from 'zod';

/** Whether the link's token still works, and for whom: the form is shown only for a working one. */
export const pageReply = z.object({ valid: z.boolean(), username: z.string().nullable(), minLength: z.number().int() });

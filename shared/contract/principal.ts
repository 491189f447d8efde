import { z } from 'zod';

/** Who is browsing: the reply of GET /sfapi/v1/principal, read by the SPA and written by the BFF. */
export const principalReply = z.object({
  authenticated: z.boolean(),
  username: z.string().nullable(),
  companyName: z.string().nullable(),
  /** USER_ANONYMUS: the client hides the logged-in features when true. */
  anonymous: z.boolean(),
  csrfToken: z.string(),
  stateVersionToken: z.string(),
  roles: z.array(z.string()),
  /** The staff user acting as this user after a switch user, else null. */
  impersonatorUsername: z.string().nullable(),
});
export type Principal = z.output<typeof principalReply>;

import { z } from 'zod';
import { checkMessage } from './check-message.ts';
import { idSchema } from '../../shared/ids.ts';

/** The longest message an information request carries (the port's own limit). */
export const MESSAGE_MAX = 5000;

/** The information request's form: each field's own message when it is wrong (SPEC §5 contact form). */
export const informationBody = z.object({
  csrfToken: z.string().optional(),
  productcode: idSchema,
  name: z.string().trim().min(1, checkMessage('JS_REQ_NAME_MISSING')).max(100, checkMessage('JS_REQ_NAME_MISSING')),
  email: z.email(checkMessage('JS_INVITE_EMAIL_INVALID')).max(254, checkMessage('JS_INVITE_EMAIL_INVALID')),
  phone: z
    .string()
    .trim()
    .max(30, checkMessage('JS_REG_PHONE_INVALID'))
    .regex(/^[+\d ]*$/, checkMessage('JS_REG_PHONE_INVALID'))
    .default(''),
  message: z.string().trim().min(1, checkMessage('JS_REQ_MESSAGE_MISSING')).max(MESSAGE_MAX, checkMessage('JS_REQ_MESSAGE_TOO_LONG')),
});

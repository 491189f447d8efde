import { z } from 'zod';
import { op } from './op.ts';

const day = z.iso.date();
const communicationId = z.number().int().positive();

/** How a user acknowledged a communication: accepted it, or closed one that is not mandatory. */
export const acknowledgementActionSchema = z.enum(['accepted', 'closed']);
export type AcknowledgementAction = z.infer<typeof acknowledgementActionSchema>;

/** What staff write (SPEC §3 Communication: id, mandatory): shown from `validFrom` to `validTo`, both included. */
export const newCommunicationSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    text: z.string().trim().min(1).max(5000),
    mandatory: z.boolean(),
    validFrom: day,
    validTo: day,
    /** Every customer, or only those of `customerCodes`. */
    allCustomers: z.boolean(),
    customerCodes: z.array(z.string().trim().min(1).max(40)).max(500).default([]),
  })
  .refine((c) => c.validFrom <= c.validTo, { path: ['validTo'] })
  .refine((c) => c.allCustomers || c.customerCodes.length > 0, { path: ['customerCodes'] });

/** A communication as a customer's user reads it. */
export const communicationSchema = z.object({
  id: communicationId,
  title: z.string(),
  text: z.string(),
  mandatory: z.boolean(),
});

const acknowledgementSchema = z.object({
  username: z.string(),
  companyName: z.string(),
  action: acknowledgementActionSchema,
  at: z.iso.datetime({ offset: true }),
});

/** A communication as staff see it: to whom it goes, and who acknowledged it how and when (newest first). */
export const staffCommunicationSchema = communicationSchema.extend({
  validFrom: day,
  validTo: day,
  allCustomers: z.boolean(),
  customerCodes: z.array(z.string()),
  createdBy: z.string(),
  acknowledgements: z.array(acknowledgementSchema),
});
export type StaffCommunication = z.infer<typeof staffCommunicationSchema>;

/**
 * The distributor's communications to its customers (SPEC §3, §4 "Session and communications"), from its back office.
 * A user's pending ones are those in their dates, addressed to their customer, they have not acknowledged.
 */
export const communicationsPort = {
  /**
   * The actor's pending communications, oldest first. Staff acting for a customer (`ctx.actor.impersonatorId`) see
   * the customer's user's. A visitor is `forbidden`.
   */
  pending: op({ input: z.object({}), output: z.array(communicationSchema), idempotent: true, reasons: ['not-logged-in'] }),
  /**
   * Stores the actor's acknowledgement with its time. `communication-not-found` for one not addressed to the actor's
   * customer or outside its dates; `communication-already-acknowledged` for a second one; a mandatory one is only
   * `accepted`; staff acting for a customer cannot acknowledge for them. Nothing is stored on a failure.
   */
  acknowledge: op({
    input: z.object({ communicationId, action: acknowledgementActionSchema }),
    output: z.object({ acknowledged: z.literal(true) }),
    idempotent: false,
    reasons: [
      'not-logged-in',
      'communication-not-found',
      'communication-already-acknowledged',
      'communication-must-be-accepted',
      'communication-not-for-staff',
    ],
  }),
  /** Staff write a communication; `customer-not-found` names no code when one is unknown. Staff only. */
  create: op({
    input: newCommunicationSchema,
    output: staffCommunicationSchema,
    idempotent: false,
    reasons: ['not-logged-in', 'not-allowed', 'customer-not-found'],
  }),
  /** The communications, newest first, paged, each with its acknowledgements. Staff only. */
  list: op({
    input: z.object({ page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(50).default(10) }),
    output: z.object({ rows: z.array(staffCommunicationSchema), total: z.number().int().min(0) }),
    idempotent: true,
    reasons: ['not-logged-in', 'not-allowed'],
  }),
};

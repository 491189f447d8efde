import { z } from 'zod';
import { op } from './op.ts';

export const roleSchema = z.enum(['customer', 'staff', 'switch_user']);
export type Role = z.infer<typeof roleSchema>;

/** A person who can log in, with the customer (company) they buy for. */
export const accountSchema = z.object({
  userId: z.number().int(),
  customerId: z.number().int(),
  username: z.string(),
  companyName: z.string(),
  /** The customer's code in the ERP (SPEC's cdclieM). */
  customerCode: z.string(),
  roles: z.array(roleSchema),
  /** The user's own e-mail address (password recovery, invitations); null when the ERP has none. */
  email: z.email().nullable(),
  /** Where the customer wants order mail (confirmations); null: the user's own address. */
  orderEmail: z.email().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** A customer as the switch-user table lists it (SPEC §3 "User table columns"). */
export const customerRowSchema = z.object({
  customerId: z.number().int(),
  /** The customer's first user, null when it has none. */
  username: z.string().nullable(),
  companyName: z.string(),
  /** The customer's code in the ERP (SPEC's cdclieM). */
  customerCode: z.string(),
  vatIdentificationNumber: z.string(),
  city: z.string(),
  stateProvinceRegion: z.string(),
  /** The name of the sales agent who looks after the customer (SPEC's dsagen). */
  agentName: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const userRowSchema = customerRowSchema.extend({ userId: z.number().int(), username: z.string() });
export type UserRow = z.infer<typeof userRowSchema>;

/** The columns the switch-user table sorts by. */
const sortColumnSchema = z.enum([
  'username',
  'companyName',
  'customerCode',
  'vatIdentificationNumber',
  'city',
  'stateProvinceRegion',
  'agentName',
]);
export type SortColumn = z.infer<typeof sortColumnSchema>;

/** Server-side paging of the switch-user table; companyName ascending by default. */
export const tablePageInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  sort: sortColumnSchema.default('companyName'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().max(100).default(''),
});

/** How long a password-recovery link works, and it works once. */
export const RECOVERY_MINUTES = 30;
/** How long an invitation's link works, in days, and it works once. */
export const INVITE_DAYS = 7;
/** A new password: at least this long (a passphrase is welcome), at most 200 characters. */
export const MIN_PASSWORD_LENGTH = 10;

/** The secret of a recovery link: what the mail carries, never stored as it is. */
const recoveryToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/** What a workshop that is not yet a customer sends to become one (the login page's registration form). */
export const registrationSchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  /** The 11 digits of an Italian VAT number (the BFF checks its check digit). */
  vatNumber: z.string().regex(/^\d{11}$/),
  /** The SDI code (7 characters) or the PEC address for electronic invoices. */
  sdiOrPec: z.string().trim().min(1).max(254),
  address: z.string().trim().min(1).max(200),
  contactName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(30),
});
export const registrationRowSchema = registrationSchema.extend({ id: z.number().int(), createdAt: z.string() });

/** One entry of the impersonation audit: who acted for whom, when, from where, doing what. */
const auditRowSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  staffUsername: z.string(),
  username: z.string(),
  companyName: z.string(),
  customerCode: z.string(),
  action: z.string(),
  clientAddress: z.string(),
});

/** The customer's web-service availability (SPEC's fgWS S/N). */
const webServiceAccessSchema = z.object({ enabled: z.boolean() });

const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int().min(0) });

export const accountsPort = {
  /** Checks a username and password. Wrong credentials fail with `invalid`; nothing else is revealed. */
  login: op({
    input: z.object({ username: z.string().min(1).max(100), password: z.string().min(1).max(200) }),
    output: accountSchema,
    idempotent: true,
    reasons: ['wrong-credentials'],
  }),
  /** The account of `ctx.actor` (the impersonated user when staff switched user); `forbidden` for a visitor. */
  principal: op({
    input: z.object({}),
    output: accountSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'not-allowed'],
    cache: '30s',
    cacheBy: 'actor',
  }),
  /** The account of any user, by id or username; only for staff who may switch user. `not_found` when absent. */
  account: op({
    input: z.object({ userId: z.number().int().optional(), username: z.string().optional() }),
    output: accountSchema,
    idempotent: true,
    reasons: ['user-not-found', 'not-allowed'],
  }),
  /**
   * The account staff switch to (SPEC §6), by username. The staff member is `ctx.actor`, or, while already
   * acting as someone, `ctx.actor.impersonatorId`. `forbidden` unless that staff member holds `switch_user`;
   * `not_found` for an unknown username. Changes nothing: the caller starts the new session.
   */
  impersonate: op({
    input: z.object({ username: z.string().min(1).max(100) }),
    output: accountSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'not-allowed', 'user-not-found'],
  }),
  /** A page of customers for the switch-user table; `forbidden` unless the actor may switch user. */
  customers: op({ input: tablePageInput, output: pageOf(customerRowSchema), idempotent: true, reasons: ['not-logged-in', 'not-allowed'] }),
  /**
   * Starts a password recovery for the user whose username or e-mail address is `login` (either, case-insensitive):
   * answers a fresh single-use token valid for RECOVERY_MINUTES, with where to mail it, or null when there is no such
   * user or they have no address (the caller answers the same either way). Earlier tokens of the user stay valid
   * until they expire or one of them is used.
   */
  startPasswordRecovery: op({
    input: z.object({ login: z.string().trim().min(1).max(254) }),
    output: z
      .object({ token: recoveryToken, expiresAt: z.iso.datetime({ offset: true }), username: z.string(), email: z.email() })
      .nullable(),
    idempotent: false,
  }),
  /** Whether a recovery token still works (the new-password page asks before showing its form): the username. */
  checkPasswordRecovery: op({
    input: z.object({ token: z.string().max(300) }),
    output: z.object({ username: z.string() }),
    idempotent: true,
    reasons: ['recovery-link-invalid'],
  }),
  /**
   * Sets the user's new password with a recovery token, which is then used up with every other of theirs.
   * `recovery-link-invalid` for a token that is unknown, expired or already used (one answer for all three).
   */
  finishPasswordRecovery: op({
    input: z.object({ token: z.string().max(300), password: z.string().min(MIN_PASSWORD_LENGTH).max(200) }),
    output: z.object({ userId: z.number().int(), username: z.string() }),
    idempotent: false,
    reasons: ['recovery-link-invalid'],
  }),
  /**
   * Staff invite a new user for a customer (by its code): the user is made without a password, with `email` as their
   * address and a username from it, and a token like a recovery's, valid INVITE_DAYS, with which they set their
   * password (finishPasswordRecovery). `forbidden` unless the actor (or the staff member behind them) holds `staff`;
   * `customer-not-found` for an unknown code; `email-taken` when a user already has the address.
   */
  inviteUser: op({
    input: z.object({ customerCode: z.string().trim().min(1).max(40), email: z.email().max(254) }),
    output: z.object({
      userId: z.number().int(),
      username: z.string(),
      companyName: z.string(),
      token: recoveryToken,
      expiresAt: z.iso.datetime({ offset: true }),
    }),
    idempotent: false,
    reasons: ['not-logged-in', 'not-allowed', 'customer-not-found', 'email-taken'],
  }),
  /** Stores a registration request (anyone may send one; the BFF throttles and mails it). */
  requestRegistration: op({ input: registrationSchema, output: registrationRowSchema, idempotent: false }),
  /** The registration requests, newest first, paged; staff only (`forbidden` otherwise). */
  registrationRequests: op({
    input: z.object({ page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) }),
    output: pageOf(registrationRowSchema),
    idempotent: true,
    reasons: ['not-logged-in', 'not-allowed'],
  }),
  /** A page of users (with their customer's columns) for the switch-user table; same permission as `customers`. */
  users: op({ input: tablePageInput, output: pageOf(userRowSchema), idempotent: true, reasons: ['not-logged-in', 'not-allowed'] }),
  /**
   * Records what staff do for a customer (the impersonation audit): the switch, the way back, a cart call. The staff
   * member is `staffUserId`, who must be the actor or the one behind it and hold `switch_user`; `userId` the user
   * acted as. Stored with the time.
   */
  recordImpersonation: op({
    input: z.object({
      staffUserId: z.number().int(),
      userId: z.number().int(),
      action: z.string().min(1).max(120),
      clientAddress: z.string().max(100).default(''),
    }),
    output: z.object({ recorded: z.literal(true) }),
    idempotent: false,
    reasons: ['not-logged-in', 'not-allowed', 'user-not-found'],
  }),
  /** The impersonation audit, newest first, paged; `staff` (a username) and `customer` (code or name) filter it. */
  impersonationAudit: op({
    input: z.object({
      page: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
      staff: z.string().trim().max(100).default(''),
      customer: z.string().trim().max(120).default(''),
    }),
    output: pageOf(auditRowSchema),
    idempotent: true,
    reasons: ['not-logged-in', 'not-allowed'],
  }),
  /**
   * Whether the actor's customer lets its own systems call the distributor's web services (SPEC §7 "Web-service
   * availability", the ERP's fgWS). `web-service-setting-missing` when the ERP holds no such setting for the customer.
   */
  webServiceAccess: op({
    input: z.object({}),
    output: webServiceAccessSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'web-service-setting-missing'],
  }),
  /**
   * Sets that flag for the actor's customer and answers it as stored; setting the value it has changes nothing.
   * `web-service-setting-missing` when the ERP holds no such setting (SPEC's NO), nothing stored.
   */
  setWebServiceAccess: op({
    input: webServiceAccessSchema,
    output: webServiceAccessSchema,
    idempotent: true,
    reasons: ['not-logged-in', 'web-service-setting-missing'],
  }),
};

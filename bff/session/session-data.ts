/** What a stored session remembers. Anonymous visitors have no stored session at all. */
export interface SessionData {
  userId: number;
  customerId: number;
  /** The staff user behind an impersonation. */
  impersonatorId?: number;
  /** Where the way back from an impersonation leads: the switch-user list it was chosen from, with its filter. */
  impersonationBack?: string;
  /** The cart the session works on, once one was written to. */
  cartId?: number;
  /** Bumped at switch user and switch cart; part of the stateVersionToken. */
  stateVersion: number;
}

export interface StoredSession {
  id: string;
  data: SessionData;
  expiresAt: number;
}

/** Whose password the session stands on: the staff member behind an impersonation, else the user. */
export const loggedInUser = (data: SessionData): number => data.impersonatorId ?? data.userId;

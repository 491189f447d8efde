import type { StoredSession } from '../session/session-data.ts';

/**
 * What every instance of the shop must see alike (issue 32): the sessions and the throttles' counters. The embedded
 * default keeps them in this process (sessions in a SQLite file under DATA_DIR, counters in memory); with REDIS_URL
 * they live in Redis, so several instances behind a load balancer share them. Every method may reject with
 * SharedStateUnavailable when the store cannot be reached: the shop answers 503, never 500.
 */
export interface SharedState {
  readonly kind: 'embedded' | 'redis';
  readonly sessions: SessionStore;
  readonly windows: HitWindows;
  close(): Promise<void>;
}

export interface SessionStore {
  /** The session, or null when unknown or expired. */
  get(id: string): Promise<StoredSession | null>;
  /** What `get` answers, at once: only a store that reads without waiting (the embedded one) has it. */
  peek?(id: string): StoredSession | null;
  /** Writes a session under its id (a change that keeps the id). */
  put(session: StoredSession): Promise<void>;
  /** Replaces one session by another at once (login, logout and switch user rotate the id). */
  rotate(oldId: string | null, next: StoredSession | null): Promise<void>;
  /** Ends every session the user logged in to (their password changed); answers how many. */
  endUser(userId: number): Promise<number>;
}

/** Sliding windows of hits per key (failed logins, mails sent), for the throttles. Times are epoch milliseconds. */
export interface HitWindows {
  /** The key's hits within the window, oldest first. */
  recent(key: string, windowMs: number, now: number): Promise<number[]>;
  /** Records a hit and answers the key's hits within the window, the new one included. */
  hit(key: string, windowMs: number, now: number): Promise<number[]>;
  /**
   * Records a hit on every key only when each holds fewer than `max` hits in the window, in one step (two instances
   * cannot both take the last one). Answers whether it was taken and each key's hits before it.
   */
  hitIfUnder(keys: readonly string[], max: number, windowMs: number, now: number): Promise<{ taken: boolean; recent: number[][] }>;
  forget(key: string): Promise<void>;
}

/** The shared store did not answer (Redis down or unreachable): the request cannot be served now. */
export class SharedStateUnavailable extends Error {
  override readonly name = 'SharedStateUnavailable';
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../../adapters/ports/op.ts';
import type { SessionStore } from '../shared-state/shared-state.ts';
import type { SessionData, StoredSession } from './session-data.ts';
import type { Signer } from './signer.ts';

export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

interface Tokens {
  csrf: string;
  state: string;
}

/**
 * What every request of a stored session asks for, made once per stored record (the store's cache hands out the same
 * record until the session changes, and a change is a new record): the actor each port call is keyed by, the tokens.
 */
const actors = new WeakMap<SessionData, Actor>();
const signed = new WeakMap<StoredSession, Tokens>();

/**
 * The session of one request, read once by `load()` before the route runs (a visitor without a cookie costs no
 * read); a visitor gets an id (for the CSRF token) that is set as a cookie but never stored.
 */
export class RequestSession {
  private loaded = false;
  private record: StoredSession | null = null;
  private sessionId: string | null;

  /** `setCookie` is called whenever the id or the stored session changes, so the reply carries the new cookie. */
  constructor(
    private readonly store: SessionStore,
    private readonly signer: Signer,
    cookieId: string | null,
    private readonly setCookie: (session: RequestSession) => void = () => {},
  ) {
    this.sessionId = cookieId;
  }

  get id(): string {
    if (!this.sessionId) {
      this.sessionId = newSessionId();
      this.setCookie(this);
    }
    return this.sessionId;
  }

  /** Reads the stored session of the cookie's id; rejects with SharedStateUnavailable when the store is away. */
  async load(): Promise<void> {
    if (this.loaded) return;
    try {
      this.record = this.sessionId ? await this.store.get(this.sessionId) : null;
    } finally {
      // Failed, the request is a visitor's while the error is answered (the error page reads the session too).
      this.loaded = true;
    }
  }

  /** load() without waiting when the store answers at once (the embedded store): false when load() is still needed. */
  loadNow(): boolean {
    if (this.loaded) return true;
    const store = this.store;
    if (this.sessionId && !store.peek) return false;
    try {
      this.record = this.sessionId && store.peek ? store.peek(this.sessionId) : null;
    } finally {
      this.loaded = true;
    }
    return true;
  }

  /** Serves the request as a visitor's without reading the store (static files, which never look at the session). */
  skipLoad(): void {
    this.loaded = true;
  }

  /** The stored session, or null for a visitor (or an expired or unknown id). */
  get stored(): StoredSession | null {
    if (!this.loaded) throw new Error('the session was read before load()');
    return this.record;
  }

  get data(): SessionData | null {
    return this.stored?.data ?? null;
  }

  get actor(): Actor | null {
    const data = this.data;
    if (!data) return null;
    let actor = actors.get(data);
    if (!actor) {
      actor = Object.freeze(
        data.impersonatorId === undefined
          ? { userId: data.userId, customerId: data.customerId }
          : { userId: data.userId, customerId: data.customerId, impersonatorId: data.impersonatorId },
      );
      actors.set(data, actor);
    }
    return actor;
  }

  /** Per-session token required on state-changing calls; bound to the session id, so it changes with it. */
  get csrfToken(): string {
    return this.tokens?.csrf ?? this.signer.sign(`csrf:${this.id}`);
  }

  /** Changes at login, logout (new id), switch user (new id) and switch cart (new version). */
  get stateVersionToken(): string {
    return this.tokens?.state ?? this.signer.sign(`state:${this.id}:${this.data?.stateVersion ?? 0}`);
  }

  /** A stored session's two tokens, signed once for all its requests (a visitor's are signed per request). */
  private get tokens(): Tokens | undefined {
    const record = this.loaded ? this.record : null;
    if (!record || record.id !== this.sessionId) return undefined;
    let tokens = signed.get(record);
    if (!tokens) {
      tokens = {
        csrf: this.signer.sign(`csrf:${record.id}`),
        state: this.signer.sign(`state:${record.id}:${record.data.stateVersion ?? 0}`),
      };
      signed.set(record, tokens);
    }
    return tokens;
  }

  checkCsrf(token: unknown): boolean {
    return typeof token === 'string' && safeEqual(token, this.csrfToken);
  }

  isStateFresh(token: string): boolean {
    return safeEqual(token, this.stateVersionToken);
  }

  /** Starts a new stored session under a new id (login, switch user), dropping the current one. */
  async begin(data: SessionData, ttlMs: number): Promise<void> {
    const next: StoredSession = { id: newSessionId(), data, expiresAt: Date.now() + ttlMs };
    await this.store.rotate(this.stored?.id ?? null, next);
    this.replace(next);
  }

  /** Drops the stored session and continues as a visitor under a new id (logout). */
  async end(): Promise<void> {
    await this.store.rotate(this.stored?.id ?? null, null);
    this.sessionId = null;
    this.replace(null);
    void this.id;
  }

  /** Writes a change to the stored session, keeping its id (first cart write, switch cart). */
  async update(patch: Partial<SessionData>): Promise<void> {
    const current = this.stored;
    if (!current) throw new Error('update() needs a stored session');
    const next = { ...current, data: { ...current.data, ...patch } };
    await this.store.put(next);
    this.record = next;
  }

  private replace(next: StoredSession | null): void {
    this.loaded = true;
    this.record = next;
    if (next) {
      this.sessionId = next.id;
      this.setCookie(this);
    }
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

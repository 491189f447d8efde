import { LRUCache } from 'lru-cache';
import { openDatabase } from '../../shared/sqlite.ts';
import type Database from 'better-sqlite3';
import { loggedInUser, type SessionData, type StoredSession } from '../session/session-data.ts';
import type { SessionStore } from './shared-state.ts';

const migrations = [
  {
    version: 1,
    name: 'sessions',
    up: `CREATE TABLE sessions (
           id TEXT PRIMARY KEY,
           data TEXT NOT NULL,
           expires_at INTEGER NOT NULL
         );
         CREATE INDEX sessions_expires ON sessions(expires_at);`,
  },
  {
    // The person who logged in (the staff member behind an impersonation): a new password ends their sessions.
    version: 2,
    name: 'sessions record their user',
    up: `ALTER TABLE sessions ADD COLUMN user_id INTEGER;
         UPDATE sessions SET user_id = coalesce(json_extract(data, '$.impersonatorId'), json_extract(data, '$.userId'));
         CREATE INDEX sessions_user ON sessions(user_id);`,
  },
];

/**
 * The embedded default: sessions in their own SQLite file under DATA_DIR, so they survive restarts whatever adapter
 * is configured. Reads go through an in-memory cache that every write updates, which is right only because this
 * process is the file's only writer: several instances share sessions through Redis instead (redis-sessions.ts).
 */
export class SqliteSessions implements SessionStore {
  private readonly db: Database.Database;
  private readonly cache = new LRUCache<string, { session: StoredSession | null }>({ max: 20_000 });
  private readonly getStmt;
  private readonly putStmt;
  private readonly deleteStmt;
  private readonly purgeStmt;
  private readonly endUserStmt;

  constructor(file: string) {
    this.db = openDatabase(file, migrations);
    this.getStmt = this.db.prepare<[string, number], { data: string; expires_at: number }>(
      'SELECT data, expires_at FROM sessions WHERE id = ? AND expires_at > ?',
    );
    this.putStmt = this.db.prepare('INSERT OR REPLACE INTO sessions (id, data, expires_at, user_id) VALUES (?, ?, ?, ?)');
    this.endUserStmt = this.db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');
    this.deleteStmt = this.db.prepare('DELETE FROM sessions WHERE id = ?');
    this.purgeStmt = this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  }

  async get(id: string): Promise<StoredSession | null> {
    return this.read(id);
  }

  peek(id: string): StoredSession | null {
    return this.read(id);
  }

  private read(id: string): StoredSession | null {
    let entry = this.cache.get(id);
    if (!entry) {
      const row = this.getStmt.get(id, Date.now());
      entry = { session: row ? { id, data: JSON.parse(row.data) as SessionData, expiresAt: row.expires_at } : null };
      this.cache.set(id, entry);
    }
    return entry.session && entry.session.expiresAt > Date.now() ? entry.session : null;
  }

  async put(session: StoredSession): Promise<void> {
    this.putStmt.run(session.id, JSON.stringify(session.data), session.expiresAt, loggedInUser(session.data));
    this.cache.set(session.id, { session });
  }

  async endUser(userId: number): Promise<number> {
    const ended = this.endUserStmt.run(userId).changes;
    this.cache.clear();
    return ended;
  }

  async rotate(oldId: string | null, next: StoredSession | null): Promise<void> {
    this.db.transaction(() => {
      if (oldId) this.deleteStmt.run(oldId);
      if (next) this.putStmt.run(next.id, JSON.stringify(next.data), next.expiresAt, loggedInUser(next.data));
    })();
    if (oldId) this.cache.set(oldId, { session: null });
    if (next) this.cache.set(next.id, { session: next });
  }

  purgeExpired(): number {
    this.cache.clear();
    return this.purgeStmt.run(Date.now()).changes;
  }

  close(): void {
    this.db.close();
  }
}

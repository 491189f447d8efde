import type { Database } from '../../shared/sqlite.ts';

/**
 * A key that changes whenever the database does: a commit by any other connection (`data_version`) or any row this
 * connection wrote (`total_changes()`). A reply worked out from it stays exact as long as the key is the same.
 */
export function dataVersion(db: Database): () => string {
  const version = db.prepare<[], string>(`SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes()`).pluck();
  return () => version.get() ?? '';
}

/**
 * The replies of one read, per key, for as long as the database is unchanged (at most `max` keys: the shop's header
 * asks some on every page, every customer its own).
 */
export function untilChanged<K, V>(db: Database, read: (key: K) => V, max = 1000): (key: K) => V {
  const versionOf = dataVersion(db);
  let version = '';
  const replies = new Map<K, V>();
  return (key) => {
    const now = versionOf();
    if (now !== version || replies.size >= max) {
      replies.clear();
      version = now;
    }
    if (replies.has(key)) return replies.get(key) as V;
    const reply = read(key);
    replies.set(key, reply);
    return reply;
  };
}

import type { Database, Statement } from '../../../shared/sqlite.ts';
import type { MailAttachment, MailMessage } from '../../ports/mail.ts';

type Listed = MailMessage['attachments'][number];

/** The files of the outbox's messages (mail_attachments), bytes kept as blobs. */
export class MailAttachmentsStore {
  private readonly sql: {
    insert: Statement<[number, number, string, string, Buffer]>;
    list: Statement<[number], Listed>;
    one: Statement<[number, number], { filename: string; contentType: string; content: Buffer }>;
  };

  constructor(db: Database) {
    this.sql = {
      insert: db.prepare('INSERT INTO mail_attachments (mail_id, position, filename, content_type, content) VALUES (?, ?, ?, ?, ?)'),
      list: db.prepare(`SELECT position AS "index", filename, content_type AS contentType, length(content) AS bytes
        FROM mail_attachments WHERE mail_id = ? ORDER BY position`),
      one: db.prepare(`SELECT filename, content_type AS contentType, content FROM mail_attachments
        WHERE mail_id = ? AND position = ?`),
    };
  }

  /** Writes a message's files (inside the caller's transaction). */
  add(mailId: number, files: readonly MailAttachment[]): void {
    files.forEach((file, position) =>
      this.sql.insert.run(mailId, position, file.filename, file.contentType, Buffer.from(file.contentBase64, 'base64')),
    );
  }

  list(mailId: number): Listed[] {
    return this.sql.list.all(mailId);
  }

  one(mailId: number, position: number): MailAttachment | null {
    const row = this.sql.one.get(mailId, position);
    return row ? { filename: row.filename, contentType: row.contentType, contentBase64: row.content.toString('base64') } : null;
  }

  /** The files as the sender hands them to the transport. */
  forSending(mailId: number): Array<{ filename: string; contentType: string; content: Buffer }> {
    return this.sql.list.all(mailId).flatMap((listed) => this.sql.one.get(mailId, listed.index) ?? []);
  }
}

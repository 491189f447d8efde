import type { Migration } from '../../../shared/sqlite.ts';

/**
 * Files attached to a cart (SPEC §4 attachment form, §7 Attachment): kept in the database with the cart, so a
 * copy of the file is a copy of everything, and removed with it. Numbered 7: 6 is taken by a change to carts
 * on another branch. Idempotent statements, so a copy whose user_version was lowered by hand migrates again.
 */
export const cartAttachments: Migration = {
  version: 7,
  name: 'cart attachments',
  up: /* sql */ `
    CREATE TABLE IF NOT EXISTS cart_attachments (
      id INTEGER PRIMARY KEY,
      cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
      filename TEXT NOT NULL CHECK (length(filename) BETWEEN 1 AND 120),
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL CHECK (size > 0 AND size = length(content)),
      content BLOB NOT NULL,
      uploaded_by INTEGER NOT NULL REFERENCES users(id),
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS cart_attachments_cart ON cart_attachments(cart_id, id);
  `,
};

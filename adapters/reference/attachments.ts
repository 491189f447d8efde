import type { z } from 'zod';
import { displayFilename } from '../../shared/attachment-name.ts';
import { sniffAttachmentType } from '../../shared/attachment-type.ts';
import type { Database } from '../../shared/sqlite.ts';
import { type attachmentsPort, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_CART, type Attachment } from '../ports/attachments.ts';
import type { AttachmentsPort } from '../ports/index.ts';
import type { Actor, Ctx } from '../ports/op.ts';
import { fail } from '../ports/reasons.ts';
import { defaultCustomerCaps, type CustomerCaps } from './caps.ts';

type Input<K extends keyof typeof attachmentsPort> = z.output<(typeof attachmentsPort)[K]['input']>;
type Output<K extends keyof typeof attachmentsPort> = z.output<(typeof attachmentsPort)[K]['output']>;

const MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/**
 * Cart attachments over the reference database. Every statement joins the carts table on the actor's
 * customer, so no cart id or attachment id of another customer reads, changes or reveals anything.
 */
export class ReferenceAttachments implements AttachmentsPort {
  private readonly db: Database;
  private readonly sql;
  private readonly bytesCap: number;

  constructor(deps: { db: Database }, options: { caps?: Pick<CustomerCaps, 'attachmentBytes'> } = {}) {
    this.db = deps.db;
    this.bytesCap = (options.caps ?? defaultCustomerCaps).attachmentBytes;
    const db = this.db;
    const columns = `a.id, a.filename, a.content_type AS contentType, a.size, a.created_at AS uploadedAt`;
    this.sql = {
      cart: db.prepare<[number, number], { status: 'open' | 'ordered' }>('SELECT status FROM carts WHERE id = ? AND customer_id = ?'),
      list: db.prepare<[number, number], Attachment>(`SELECT ${columns} FROM cart_attachments a JOIN carts c ON c.id = a.cart_id
        WHERE a.cart_id = ? AND c.customer_id = ? ORDER BY a.id`),
      one: db.prepare<[number, number, number], Attachment>(`SELECT ${columns} FROM cart_attachments a
        JOIN carts c ON c.id = a.cart_id WHERE a.id = ? AND a.cart_id = ? AND c.customer_id = ?`),
      content: db.prepare<[number, number, number], { filename: string; contentType: Attachment['contentType']; content: Buffer }>(
        `SELECT a.filename, a.content_type AS contentType, a.content FROM cart_attachments a JOIN carts c ON c.id = a.cart_id
        WHERE a.id = ? AND a.cart_id = ? AND c.customer_id = ?`,
      ),
      count: db.prepare<[number], number>('SELECT count(*) FROM cart_attachments WHERE cart_id = ?').pluck(),
      // Only open carts count: an ordered cart's files went with the order and can no longer be removed.
      customerBytes: db
        .prepare<[number], number>(
          `SELECT coalesce(sum(a.size), 0) FROM cart_attachments a JOIN carts c ON c.id = a.cart_id
        WHERE c.customer_id = ? AND c.status = 'open'`,
        )
        .pluck(),
      insert: db.prepare(`INSERT INTO cart_attachments (cart_id, filename, content_type, size, content, uploaded_by, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`),
      remove: db.prepare<[number, number, number]>(`DELETE FROM cart_attachments WHERE id = ? AND cart_id = ?
        AND cart_id IN (SELECT id FROM carts WHERE customer_id = ?)`),
    };
  }

  async list(input: Input<'list'>, ctx: Ctx): Promise<Output<'list'>> {
    const actor = requireActor(ctx);
    this.ownCart(actor, input.cartId);
    return this.sql.list.all(input.cartId, actor.customerId);
  }

  async add(input: Input<'add'>, ctx: Ctx): Promise<Output<'add'>> {
    const actor = requireActor(ctx);
    const bytes = Buffer.from(input.contentBase64, 'base64');
    if (bytes.length === 0) throw fail('file-empty');
    if (bytes.length > MAX_ATTACHMENT_BYTES) throw fail('file-too-large', { megabytes: MB });
    // Sniffed before the write transaction: it is async, and a transaction must not wait on anything.
    const contentType = await sniffAttachmentType(bytes);
    if (!contentType) throw fail('file-type-not-accepted');
    const filename = displayFilename(input.filename);
    return this.db
      .transaction(() => {
        this.openCart(actor, input.cartId);
        if ((this.sql.count.get(input.cartId) ?? 0) >= MAX_ATTACHMENTS_PER_CART) {
          throw fail('attachments-per-cart-limit', { limit: MAX_ATTACHMENTS_PER_CART });
        }
        if ((this.sql.customerBytes.get(actor.customerId) ?? 0) + bytes.length > this.bytesCap) {
          throw fail('attachment-bytes-limit', { megabytes: this.bytesCap / (1024 * 1024) });
        }
        const now = new Date().toISOString();
        const id = Number(this.sql.insert.run(input.cartId, filename, contentType, bytes.length, bytes, actor.userId, now).lastInsertRowid);
        const stored = this.sql.one.get(id, input.cartId, actor.customerId);
        if (!stored) throw new Error('The attachment just written cannot be read back');
        return stored;
      })
      .immediate();
  }

  async remove(input: Input<'remove'>, ctx: Ctx): Promise<Output<'remove'>> {
    const actor = requireActor(ctx);
    this.db
      .transaction(() => {
        this.openCart(actor, input.cartId);
        this.sql.remove.run(input.attachmentId, input.cartId, actor.customerId);
      })
      .immediate();
    return { removed: true };
  }

  async content(input: Input<'content'>, ctx: Ctx): Promise<Output<'content'>> {
    const actor = requireActor(ctx);
    this.ownCart(actor, input.cartId);
    const row = this.sql.content.get(input.attachmentId, input.cartId, actor.customerId);
    if (!row) throw fail('attachment-not-found');
    return { filename: row.filename, contentType: row.contentType, contentBase64: row.content.toString('base64') };
  }

  /** The actor's customer's cart, open or ordered; `not_found` otherwise, whoever owns it. */
  private ownCart(actor: Actor, cartId: number): 'open' | 'ordered' {
    const cart = this.sql.cart.get(cartId, actor.customerId);
    if (!cart) throw fail('cart-not-found');
    return cart.status;
  }

  /** As ownCart, for a change: an ordered cart's files went with the order and stay as they were sent. */
  private openCart(actor: Actor, cartId: number): void {
    if (this.ownCart(actor, cartId) !== 'open') {
      throw fail('cart-already-sent');
    }
  }
}

function requireActor(ctx: Ctx): Actor {
  if (!ctx.actor) throw fail('not-logged-in');
  return ctx.actor;
}

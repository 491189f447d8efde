import type { CSSProperties, ReactElement } from 'react';
import { t } from '../../shared/i18n/mail.ts';
import { shopUrl } from '../lib/shop-origin.ts';
import { staticHtml } from '../../shared/render-html.ts';
import type { MailBlock, MailContent, RenderedMail } from './mail-content.ts';
import type { MailShop } from './mail-shop.ts';

// Inline styles only, on tables: what mail clients keep (no <style>, no classes, no flex or grid).
const FONT = 'Arial, Helvetica, sans-serif';
const INK = '#1f2933';
const MUTED = '#5f6b76';
const ACCENT = '#b3261e';
const s = {
  body: { margin: 0, padding: 0, backgroundColor: '#f2f4f6' },
  outer: { width: '100%', backgroundColor: '#f2f4f6' },
  card: { width: '100%', maxWidth: 600, backgroundColor: '#ffffff', borderCollapse: 'collapse' },
  header: { padding: '20px 24px', backgroundColor: ACCENT, color: '#ffffff', fontFamily: FONT, fontSize: 20, fontWeight: 'bold' },
  cell: { padding: '8px 24px', fontFamily: FONT, fontSize: 15, lineHeight: '22px', color: INK },
  note: { padding: '8px 24px', fontFamily: FONT, fontSize: 13, lineHeight: '19px', color: MUTED },
  button: {
    display: 'inline-block',
    padding: '12px 20px',
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontFamily: FONT,
    fontSize: 15,
    fontWeight: 'bold',
    textDecoration: 'none',
    borderRadius: 4,
  },
  grid: { width: '100%', borderCollapse: 'collapse', fontFamily: FONT, fontSize: 14, color: INK },
  th: { padding: '6px 4px', borderBottom: `2px solid ${INK}`, textAlign: 'left' },
  td: { padding: '6px 4px', borderBottom: '1px solid #d9dee3', verticalAlign: 'top' },
  footer: { padding: '16px 24px', fontFamily: FONT, fontSize: 12, lineHeight: '18px', color: MUTED, borderTop: '1px solid #d9dee3' },
} satisfies Record<string, CSSProperties>;

const right = (style: CSSProperties): CSSProperties => ({ ...style, textAlign: 'right', whiteSpace: 'nowrap' });

/** A link of a mail: a path on SHOP_ORIGIN, never a way off it (`//host`, `https:`). */
function linkOf(shop: MailShop, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    throw new Error(`A mail link must be a path on the shop: ${path}`);
  return shopUrl(shop.origin, path);
}

function Block({ block, shop }: { block: MailBlock; shop: MailShop }): ReactElement {
  switch (block.kind) {
    case 'text':
      return <td style={s.cell}>{block.text}</td>;
    case 'note':
      return <td style={s.note}>{block.text}</td>;
    case 'button': {
      const url = linkOf(shop, block.path);
      return (
        <td style={{ ...s.cell, padding: '16px 24px' }}>
          <a href={url} style={s.button}>
            {block.label}
          </a>
          <div style={{ ...s.note, padding: '12px 0 0' }}>
            {t('MAIL_LINK_FALLBACK')} <a href={url}>{url}</a>
          </div>
        </td>
      );
    }
    case 'facts':
    case 'totals':
      return (
        <td style={s.cell}>
          <table role="presentation" style={s.grid}>
            <tbody>
              {block.rows.map(([label, value], i) => {
                const strong = block.kind === 'totals' && i === block.rows.length - 1;
                const weight: CSSProperties = strong ? { fontWeight: 'bold' } : {};
                return (
                  <tr key={i}>
                    <td style={{ ...s.td, ...weight, color: block.kind === 'facts' ? MUTED : INK }}>{label}</td>
                    <td style={block.kind === 'totals' ? right({ ...s.td, ...weight }) : s.td}>{value}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </td>
      );
    case 'table': {
      const numericFrom = block.head.length - block.numeric;
      return (
        <td style={s.cell}>
          <table style={s.grid}>
            <thead>
              <tr>
                {block.head.map((label, i) => (
                  <th key={i} style={i >= numericFrom ? right(s.th) : s.th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} style={i >= numericFrom ? right(s.td) : s.td}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </td>
      );
    }
  }
}

function MailDocument({ content, shop }: { content: MailContent; shop: MailShop }): ReactElement {
  return (
    <html lang="it">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={s.body}>
        <table role="presentation" style={s.outer}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '16px 8px' }}>
                <table role="presentation" style={s.card}>
                  <tbody>
                    <tr>
                      <td style={s.header}>{shop.name}</td>
                    </tr>
                    {content.greet !== undefined && (
                      <tr>
                        <td style={{ ...s.cell, paddingTop: 20 }}>{t('MAIL_GREETING', { name: content.greet })}</td>
                      </tr>
                    )}
                    {content.blocks.map((block, i) => (
                      <tr key={i}>
                        <Block block={block} shop={shop} />
                      </tr>
                    ))}
                    <tr>
                      <td style={{ ...s.cell, paddingBottom: 20 }}>{t('MAIL_SIGNATURE', { shop: shop.name })}</td>
                    </tr>
                    <tr>
                      <td style={s.footer}>
                        {shop.legalName} · {shop.address} · {t('MAIL_FOOTER_VAT', { vat: shop.vatNumber })}
                        <br />
                        {t('MAIL_FOOTER_AUTOMATIC', { email: shop.email })}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function textOf(block: MailBlock, shop: MailShop): string {
  switch (block.kind) {
    case 'text':
    case 'note':
      return block.text;
    case 'button':
      return `${block.label}:\n${linkOf(shop, block.path)}`;
    case 'facts':
    case 'totals':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'table':
      return block.rows.map((row) => `- ${row.join(' · ')}`).join('\n');
  }
}

/** Both parts of a mail: the HTML document (inline CSS) and the plain text, with the shop's name, address and VAT number. */
export function renderMail(content: MailContent, shop: MailShop): RenderedMail {
  const html = `<!DOCTYPE html>${staticHtml(<MailDocument content={content} shop={shop} />)}`;
  const parts = [
    ...(content.greet !== undefined ? [t('MAIL_GREETING', { name: content.greet })] : []),
    ...content.blocks.map((block) => textOf(block, shop)),
    t('MAIL_SIGNATURE', { shop: shop.name }),
    `--\n${shop.legalName}\n${shop.address}\n${t('MAIL_FOOTER_VAT', { vat: shop.vatNumber })}\n${t('MAIL_FOOTER_AUTOMATIC', { email: shop.email })}`,
  ];
  return { subject: content.subject, html, text: `${parts.join('\n\n')}\n` };
}

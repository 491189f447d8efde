import { describe, expect, it } from 'vitest';
import { parseDocument, textOf } from '../../shared/testing/markup.ts';
import type { MailContent } from './mail-content.ts';
import type { MailShop } from './mail-shop.ts';
import { renderMail } from './render.tsx';

const shop: MailShop = {
  name: 'Ricambi Auto B2B',
  legalName: 'Ricambi Italia S.p.A.',
  address: 'Via dell’Industria 12, 31100 Treviso (TV)',
  vatNumber: 'IT01234567897',
  email: 'negozio@example.com',
  origin: 'https://shop.example.com',
};

const content = (path: string): MailContent => ({
  subject: 'Prova',
  greet: 'Officina <b>Rossi</b>',
  blocks: [
    { kind: 'text', text: 'Nota: <script>alert(1)</script> & co.' },
    { kind: 'facts', rows: [['Nome ordine', 'Ordine "urgente"']] },
    { kind: 'button', label: 'Apri', path },
  ],
});

describe('a rendered mail', () => {
  it('says the same in both parts, the shop named at the foot, every link on the shop’s origin', () => {
    const mail = renderMail(content('/area-clienti/ordini/7?esito=inviato'), shop);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('https://shop.example.com/area-clienti/ordini/7?esito=inviato');
      expect(part).toContain('Ricambi Italia S.p.A.');
      expect(part).toContain('IT01234567897');
      expect(part).toContain('negozio@example.com');
    }
    expect(mail.text).toContain('Gentile Officina <b>Rossi</b>,');
    expect(mail.text).toContain('Nome ordine: Ordine "urgente"');
    expect(mail.html.startsWith('<!DOCTYPE html>')).toBe(true);
    // Inline styles only: mail clients drop <style> blocks and classes.
    expect(mail.html).not.toMatch(/<style|class=/);
  });

  it('escapes what customers wrote in the HTML part', () => {
    const $ = parseDocument(renderMail(content('/x'), shop).html);
    // Read as text, never as markup.
    expect(textOf($('body'))).toContain('<script>alert(1)</script> & co.');
    expect(textOf($('body'))).toContain('Officina <b>Rossi</b>');
    expect($('body script, body b')).toHaveLength(0);
  });

  it('refuses a link that would leave the shop’s origin', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example']) {
      expect(() => renderMail(content(path), shop), path).toThrow(/path on the shop/);
    }
  });
});

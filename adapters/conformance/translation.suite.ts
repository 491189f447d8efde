import { describe, expect, it } from 'vitest';
import { ctx, type ConformanceSubject } from './subject.ts';

/** What every implementation of the translation port must do. */
export function translationSuite(subject: () => ConformanceSubject): void {
  describe('translation', () => {
    it('translates a catalogue text of the fixture into English', async ({ skip }) => {
      const { ports, fixture } = subject();
      if (!fixture.translation) return skip('the fixture names no translated text');
      const reply = await ports.translation.translate({ q: fixture.translation.italian, source: 'it', target: 'en' }, ctx(null));
      expect(reply.text).toBe(fixture.translation.english);
    });

    it('leaves codes and words it does not know as they are', async () => {
      const { ports } = subject();
      const reply = await ports.translation.translate({ q: 'XQ-4711 Zwrbl', source: 'it', target: 'en' }, ctx(null));
      expect(reply.text).toBe('XQ-4711 Zwrbl');
    });

    it('answers a text asked in its own language, and an empty one, as it is', async () => {
      const { ports, fixture } = subject();
      const text = fixture.translation?.italian ?? 'Filtro olio';
      expect((await ports.translation.translate({ q: text, source: 'it', target: 'it' }, ctx(null))).text).toBe(text);
      expect((await ports.translation.translate({ q: '', source: 'it', target: 'en' }, ctx(null))).text).toBe('');
    });
  });
}

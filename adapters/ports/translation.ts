import { z } from 'zod';
import { languages } from '../../shared/i18n/language.ts';
import { op } from './op.ts';

/** The longest text one call translates: a product's description, a group or vehicle name, with room to spare. */
export const MAX_TRANSLATED_CHARS = 2000;

export const translationPort = {
  /**
   * A catalogue text (the ERP's descriptions, group and vehicle names are Italian) in another language; words
   * the service does not know come back as they were. The same for everyone, so cached globally: per (text,
   * source, target).
   */
  translate: op({
    input: z.object({
      q: z.string().max(MAX_TRANSLATED_CHARS),
      source: z.enum(languages),
      target: z.enum(languages),
    }),
    output: z.object({ text: z.string() }),
    idempotent: true,
    cache: '1d',
    cacheBy: 'global',
  }),
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_TRANSLATED_CHARS } from '../../adapters/ports/translation.ts';
import { languages } from '../../shared/i18n/language.ts';
import { checkMessage } from '../lib/check-message.ts';
import { translated } from '../lib/catalogue-text.ts';

// Messages as functions: worded when an issue is met, in the request's language.
const language = z.enum(languages, checkMessage('JS_TRANSLATE_LANGUAGE'));
const body = z.object({
  key: z.string().max(200).optional(),
  source: language,
  target: language,
  q: z.string().max(MAX_TRANSLATED_CHARS, checkMessage('JS_TRANSLATE_TOO_LONG', { max: MAX_TRANSLATED_CHARS })),
});

/**
 * POST /utility/translate {key, source, target, q} (SPEC §7): `{ text }`, the text translated when SPEC §5's rule
 * allows (switch and translation on, key present, target not the default language), else `q` itself. It changes
 * nothing, so it asks for no CSRF token.
 */
const translateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/utility/translate', { schema: { body }, config: { csrf: false } }, async (request) => {
    const { key, source, target, q } = request.body;
    return { text: await translated(app, request, q, { key, source, target }) };
  });
};

export default translateRoutes;

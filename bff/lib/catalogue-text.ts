import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/language.ts';

/**
 * SPEC §5's rule: a text is translated only when the language switch and translation are both on, a key is
 * present and the target is not the default language; otherwise the original text is the answer.
 */
export function translationRuns(app: FastifyInstance, key: string | undefined, source: Language, target: Language): boolean {
  const { languageSwitch, TRANSLATION } = app.config;
  return languageSwitch && TRANSLATION === 'S' && !!key?.trim() && target !== DEFAULT_LANGUAGE && source !== target;
}

/**
 * A text through the translation port when the rule says so (cached per text and target by the port cache). A
 * failing translator never fails the page or the call: the original text is shown, and the failure logged.
 */
export async function translated(
  app: FastifyInstance,
  request: FastifyRequest,
  q: string,
  { key, source = DEFAULT_LANGUAGE, target }: { key: string | undefined; source?: Language; target: Language },
): Promise<string> {
  if (!q.trim() || !translationRuns(app, key, source, target)) return q;
  try {
    return (await app.ports.translation.translate({ q, source, target }, request.portCtx())).text;
  } catch (error) {
    request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'text not translated');
    return q;
  }
}

/** The ERP's catalogue texts (descriptions, group and vehicle names) in the request's language. */
export function catalogueText(app: FastifyInstance, request: FastifyRequest, q: string): Promise<string> {
  return translated(app, request, q, { key: app.config.TRANSLATION_KEY, target: request.shopLanguage });
}

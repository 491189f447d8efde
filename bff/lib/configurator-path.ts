import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { configuratorBySlug, configuratorSlug, type ConfiguratorDefinition } from '../../shared/configurators.ts';
import { t } from '../../shared/i18n/configurators.ts';
import { HttpError } from './http-error.ts';

/** The `:name` of /configuratore/:name and its results: any text; one that names no configurator is the 404. */
export const configuratorPath = z.object({ name: z.string().min(1).max(100) });

/** The configurator a page's `:name` names (the own-brand batteries' is the installation's path setting), or 404. */
export function configuratorNamed(app: FastifyInstance, name: string): { definition: ConfiguratorDefinition; slug: string } {
  const definition = configuratorBySlug(name, app.config.paths.ownBrandBatteries);
  if (!definition) throw new HttpError(404, t('JS_CFG_NOT_FOUND'));
  return { definition, slug: configuratorSlug(definition, app.config.paths.ownBrandBatteries) };
}

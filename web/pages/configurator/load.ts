import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ConfiguratorDefinition } from '../../../shared/configurators.ts';
import type { OptionList } from '../../../shared/contract/configurators.ts';
import { optionListUrl } from '../../../shared/urls/configurator-urls.ts';
import { configuratorNamed, configuratorPath } from '../../../bff/lib/configurator-path.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

type ListOperation = (input: Record<string, never>, ctx: ReturnType<FastifyRequest['portCtx']>) => Promise<OptionList>;

/**
 * The lists a form offers before any choice (a cascade's first level, every field of oils and roof boxes, the
 * battery typologies), by the URL the SPA would ask them at. A list that fails is left out: the SPA asks it again,
 * and a configurator lookup that fails only logs (SPEC §8).
 */
async function firstLists(app: FastifyInstance, request: FastifyRequest, definition: ConfiguratorDefinition, slug: string) {
  const group = app.ports.configurators[definition.key] as unknown as Record<string, ListOperation>;
  const ready = definition.levels.filter(
    (level, index) => definition.kind === 'refilter' || (index === 0 && level.listParams.length === 0),
  );
  const lists: Record<string, OptionList> = {};
  await Promise.all(
    ready.map(async (level) => {
      const url = optionListUrl(definition, slug, level, {});
      const operation = group[level.op];
      if (!url || !operation) return;
      try {
        lists[url] = await operation({}, request.portCtx());
      } catch (error) {
        request.log.warn({ err: error instanceof Error ? error.message : String(error), list: url }, 'configurator list not loaded');
      }
    }),
  );
  return lists;
}

/**
 * `/configuratore/{name}`: the form of one configurator (SPEC §4), with the lists that need no choice. The form
 * itself is the shared table's; an unknown name is the 404 page.
 */
export const configuratorPage = definePage('configurator', {
  query: z.looseObject({}),
  path: configuratorPath,
  async load({ app, request, path }) {
    const { definition, slug } = configuratorNamed(app, path.name);
    return { key: definition.key, slug, lists: await firstLists(app, request, definition, slug) };
  },
});

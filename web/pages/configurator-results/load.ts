import { z } from 'zod';
import { readChosenVehicle } from '../../../shared/vehicle-cookies.ts';
import { fieldLabel, t } from '../../../shared/i18n/configurators.ts';
import { configuratorQuery } from '../../../bff/lib/configurator-query.ts';
import { configuratorSearch } from '../../../bff/lib/configurator-rows.ts';
import { readRefine } from '../../../bff/lib/configurator-refine.ts';
import { wireParams } from '../../../bff/lib/configurator-wire.ts';
import { HttpError } from '../../../bff/lib/http-error.ts';
import { configuratorNamed, configuratorPath } from '../../../bff/lib/configurator-path.ts';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/configuratore/{name}/ricerca-avanzata?…` (SPEC §2): the products that fit, with SPEC's exact parameters per
 * configurator, as the catalogue's result rows with the asker's offer, one page at a time (`page`). Bookmarkable:
 * batteries and tyres answer here too, with their forms' fields. A missing required parameter (SPEC §5) or a bad
 * value is the page's 400 naming the parameter; an unknown configurator its 404.
 */
export const configuratorResultsPage = definePage('configuratorResults', {
  query: z.looseObject({}),
  path: configuratorPath,
  async load({ app, request, path, query }) {
    const { definition, slug } = configuratorNamed(app, path.name);
    const asked = configuratorQuery(definition, query, { vehicleId: readChosenVehicle(request.cookies)?.idVeicolo ?? null });
    if (!asked.ok) {
      const param = `${asked.param} (${fieldLabel(asked.param)})`;
      throw new HttpError(
        400,
        asked.missing ? t('JS_CFG_MISSING_PARAM', { param }) : t('JS_CFG_INVALID_PARAM', { param, message: asked.message }),
      );
    }
    const rows = await configuratorSearch(app, request, definition, asked.input, readRefine(query));
    const params = Object.fromEntries(
      Object.entries(wireParams(definition.key, asked.input)).flatMap(([name, value]) =>
        name === 'page' || name === 'pageSize' || value === undefined || value === null ? [] : [[name, String(value)]],
      ),
    );
    return { ...rows, key: definition.key, slug, params };
  },
});

import { z } from 'zod';
import { definePage } from '../../../bff/pages/define-page.ts';

/**
 * `/configuratore` (SPEC §1, §7 Configurators): the landing page listing the ten configurators. The list is the
 * shared table's (shared/configurators.ts); the data only carries the installation's own-brand batteries path.
 */
export const configuratorsPage = definePage('configurators', {
  query: z.looseObject({}),
  load: async ({ app }) => ({ ownBrandBatteries: app.config.paths.ownBrandBatteries }),
});

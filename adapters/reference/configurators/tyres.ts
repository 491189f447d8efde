import { SPEED_CODES, type Tyre } from '../../ports/configurators.ts';
import type { PortImpls } from '../../ports/index.ts';
import type { ResultPages, Statements } from './query.ts';

type Impl = PortImpls['configurators']['tyres'];

type TyreRow = Tyre & { id: number };

/** The seasons as the demo data stores them (Italian), in the port's words. */
const SEASON_OF_ROW = `CASE season WHEN 'estiva' THEN 'summer' WHEN 'invernale' THEN 'winter' ELSE 'all-season' END`;

/**
 * Tyres (pneumatici) of the asked size. A load index and speed code, when given, are minimums (a tyre rated higher
 * fits too): the exact service description first, then the next ratings up. An unknown speed index finds nothing.
 */
export function tyres(statements: Statements, pages: ResultPages): Impl {
  return {
    results: async ({ width, aspectRatio, rimDiameter, loadIndex, speedIndex, page, pageSize }) => {
      const rank = speedIndex ? SPEED_CODES.indexOf(speedIndex as (typeof SPEED_CODES)[number]) : null;
      if (rank === -1) return { rows: [], total: 0 };
      const params = { width, ratio: aspectRatio, diameter: rimDiameter, load: loadIndex ?? null, rank };
      const select = `SELECT product_id, load_index, speed_rank, (load_index = @load) AS sameLoad, (speed_rank = @rank) AS sameSpeed
        FROM tyres WHERE width = @width AND ratio = @ratio AND diameter = @diameter
        AND (@load IS NULL OR load_index >= @load) AND (@rank IS NULL OR speed_rank >= @rank)`;
      const order = 'sameLoad DESC, sameSpeed DESC, load_index, speed_rank, product_id';
      const { ids, total } = pages.ids(select, order, params, { page, pageSize });
      const json = JSON.stringify(ids);
      const details = new Map(
        statements
          .get<TyreRow>(
            `SELECT product_id AS id, width, ratio AS aspectRatio, diameter AS rimDiameter, load_index AS loadIndex,
              speed_code AS speedIndex, ${SEASON_OF_ROW} AS season,
              fuel_class AS fuelClass, wet_grip_class AS wetGripClass, noise_db AS noiseDb, noise_class AS noiseClass
            FROM tyres WHERE product_id IN (SELECT value FROM json_each(@ids))`,
          )
          .all({ ids: json })
          .map((row) => [row.id, row]),
      );
      const rows = pages.items(ids).flatMap((item) => {
        const tyre = details.get(item.id);
        if (!tyre) return [];
        const { id: _id, ...label } = tyre;
        return [{ ...item, tyre: label }];
      });
      return { rows, total };
    },
  };
}

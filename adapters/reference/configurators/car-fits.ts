import type { ConfiguratorResults } from '../../../shared/contract/configurators.ts';
import { generationSql, generationWhere } from './generations.ts';
import { sortedValues, type Paging, type Params, type ResultPages, type Statements } from './query.ts';

/** What car_fits rows are for (migration 10): mats, trunk liners, car covers, roof bars. */
export type FitKind = 'mat' | 'liner' | 'cover' | 'bar';

/** The choices made so far; an absent one does not narrow. */
export interface FitFilter {
  manufacturer?: string | undefined;
  maker?: string | undefined;
  model?: string | undefined;
  year?: number | undefined;
  type?: string | undefined;
}

const COLUMN = {
  manufacturer: 'manufacturer',
  maker: 'maker',
  // A model is listed by generation: its name and years (./generations.ts).
  model: generationSql('model', 'year_from', 'year_to'),
  type: 'type',
} as const;

/**
 * The configurators by car (mats, trunk liners, covers, roof bars) over car_fits: each list is the distinct values of
 * one column among the rows the choices so far select, served by the (kind, maker, model, year_from) key or the
 * (kind, manufacturer, maker, model) index.
 */
export class CarFits {
  constructor(
    private readonly statements: Statements,
    private readonly pages: ResultPages,
  ) {}

  list(kind: FitKind, column: keyof typeof COLUMN, filter: FitFilter): string[] {
    const { where, params } = this.where(kind, filter);
    return this.statements.values(`SELECT DISTINCT ${COLUMN[column]} FROM car_fits WHERE ${where}`, params);
  }

  /** Every year of the selected rows' model years, oldest first. */
  years(kind: FitKind, filter: FitFilter): string[] {
    const { where, params } = this.where(kind, filter);
    const ranges = this.statements
      .get<{ yearFrom: number; yearTo: number }>(`SELECT DISTINCT year_from AS yearFrom, year_to AS yearTo FROM car_fits WHERE ${where}`)
      .all(params);
    const years: number[] = [];
    for (const r of ranges) for (let y = r.yearFrom; y <= r.yearTo; y++) years.push(y);
    return sortedValues(years);
  }

  /** The products of the selected rows, each once: by type, then brand's code order (the make's own sequence). */
  results(kind: FitKind, filter: FitFilter, paging: Paging): ConfiguratorResults {
    const { where, params } = this.where(kind, filter);
    const select = `SELECT product_id, min(type) AS type FROM car_fits WHERE ${where} GROUP BY product_id`;
    return this.pages.page(select, 'type, product_id', params, paging);
  }

  private where(kind: FitKind, filter: FitFilter): { where: string; params: Params } {
    const parts = ['kind = @kind'];
    const params: Params = { kind };
    for (const key of ['manufacturer', 'maker', 'type'] as const) {
      const value = filter[key];
      if (value === undefined) continue;
      parts.push(`${COLUMN[key]} = @${key}`);
      params[key] = value;
    }
    if (filter.model !== undefined) parts.push(generationWhere(filter.model, 'model', 'year_from', params));
    if (filter.year !== undefined) {
      parts.push('@year BETWEEN year_from AND year_to');
      params.year = filter.year;
    }
    return { where: parts.join(' AND '), params };
  }
}

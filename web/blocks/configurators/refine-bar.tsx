import { useId } from 'react';
import type { ConfiguratorRefine, ConfiguratorRowsReply } from '../../../shared/contract/configurators.ts';
import { t } from '../../../shared/i18n/configurators.ts';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { SEASON_KEYS } from './configurator-rows.tsx';

/** A refine's field as the results call takes it (`marca`, `stagione`, `ordine`); '' clears it. */
export type RefineField = keyof ConfiguratorRefine;

/**
 * Above a configurator's results: narrow them by brand (and season, for tyres) and order them by price (a customer's
 * only: a visitor has no prices). Each change asks the first page again.
 */
export function RefineBar({
  reply,
  loggedIn,
  onRefine,
}: {
  reply: Pick<ConfiguratorRowsReply, 'refine' | 'brands' | 'seasons'>;
  loggedIn: boolean;
  onRefine: (field: RefineField, value: string) => void;
}) {
  const id = useId();
  const { refine, brands, seasons } = reply;
  if (brands.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="cfg-refine">
      <Field label={t('JS_CFG_REFINE_BRAND')} id={`${id}-brand`}>
        <Select value={refine.marca ?? ''} onValueChange={(value) => onRefine('marca', value)} data-testid="cfg-refine-brand">
          <option value="">{t('JS_CFG_REFINE_ALL')}</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </Select>
      </Field>
      {seasons.length > 0 ? (
        <Field label={t('JS_CFG_REFINE_SEASON')} id={`${id}-season`}>
          <Select value={refine.stagione ?? ''} onValueChange={(value) => onRefine('stagione', value)} data-testid="cfg-refine-season">
            <option value="">{t('JS_CFG_REFINE_ALL')}</option>
            {seasons.map((season) => (
              <option key={season} value={season}>
                {t(SEASON_KEYS[season])}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {loggedIn ? (
        <Field label={t('JS_CFG_SORT')} id={`${id}-sort`}>
          <Select value={refine.ordine ?? ''} onValueChange={(value) => onRefine('ordine', value)} data-testid="cfg-refine-sort">
            <option value="">{t('JS_CFG_SORT_BEST')}</option>
            <option value="prezzo">{t('JS_CFG_SORT_PRICE')}</option>
          </Select>
        </Field>
      ) : null}
    </div>
  );
}

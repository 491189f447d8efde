import type { ConfiguratorRow } from '../../../shared/contract/configurators.ts';
import { t } from '../../../shared/i18n/configurators.ts';
import { formatEuro } from '../../../shared/money.ts';
import { LoginForPrices } from '../results/login-for-prices.tsx';
import { ProductList, ProductRow } from '../results/product-row.tsx';

/** A tyre season's text key. */
export const SEASON_KEYS = {
  estiva: 'JS_CFG_SEASON_ESTIVA',
  invernale: 'JS_CFG_SEASON_INVERNALE',
  'quattro-stagioni': 'JS_CFG_SEASON_QUATTRO_STAGIONI',
} as const;

/** A rating above the one asked: a tag the buyer notices before comparing prices. */
const ABOVE = 'rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950';

/**
 * A configurator's results in the catalogue's rows (price, availability, delivery, add to cart). Tyres add their
 * size, season and EU label above each row, and `N/D` where the customer's price could not be had (SPEC §8). A
 * visitor is told why there are no prices.
 */
export function ConfiguratorRows({ rows, loggedIn }: { rows: ConfiguratorRow[]; loggedIn: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <LoginForPrices />
      {rows.some((row) => row.tyre || row.litres || row.priceUnavailable) ? (
        <DetailedRows rows={rows} loggedIn={loggedIn} />
      ) : (
        <ProductList rows={rows} loggedIn={loggedIn} />
      )}
    </div>
  );
}

function DetailedRows({ rows, loggedIn }: { rows: ConfiguratorRow[]; loggedIn: boolean }) {
  return (
    <ul data-testid="search-results" className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-1" data-testid={row.tyre ? 'cfg-tyre-row' : 'cfg-detailed-row'}>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm text-slate-700">
            {row.tyre ? (
              <>
                <span className="font-semibold text-slate-900" data-field="tyre-size">
                  {t('JS_CFG_TYRE_SIZE', { ...row.tyre })}
                </span>
                <span>{t(SEASON_KEYS[row.tyre.season])}</span>
                {row.tyreAbove?.load ? <span className={ABOVE}>{t('JS_CFG_TYRE_LOAD_ABOVE')}</span> : null}
                {row.tyreAbove?.speed ? <span className={ABOVE}>{t('JS_CFG_TYRE_SPEED_ABOVE')}</span> : null}
                <span className="text-slate-600">
                  {t('JS_CFG_TYRE_LABEL', {
                    fuel: row.tyre.fuelClass,
                    wet: row.tyre.wetGripClass,
                    noise: row.tyre.noiseDb,
                    noiseClass: row.tyre.noiseClass,
                  })}
                </span>
              </>
            ) : null}
            {row.litres && loggedIn && row.offer.prices ? (
              <span className="ml-auto text-slate-800 tabular-nums" data-field="price-per-litre">
                {t('JS_CFG_PRICE_PER_LITRE', { price: formatEuro(Math.round(row.offer.prices.netCents / row.litres)) })}
              </span>
            ) : null}
            {row.priceUnavailable && loggedIn ? (
              <span className="ml-auto font-bold text-slate-900" data-testid="price-na" title={t('JS_CFG_PRICE_NA_HINT')}>
                <span className="sr-only">{t('JS_CFG_PRICE_NA_HINT')}: </span>
                {t('JS_CFG_PRICE_NA')}
              </span>
            ) : null}
          </p>
          <ul>
            <ProductRow row={row} loggedIn={loggedIn} />
          </ul>
        </li>
      ))}
    </ul>
  );
}

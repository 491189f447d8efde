import { onFirstUse } from './on-first-use.ts';

/**
 * The countries the address form offers (ISO 3166-1 alpha-2): Italy first, then the rest of Europe the
 * distributor's couriers reach. Their names come from Intl (countryNameOf), in Italian.
 */
export const SHIPPING_COUNTRIES: readonly string[] =
  'IT SM VA AT BE BG HR CY CZ DK EE FI FR DE GR IE LV LT LU MT NL PL PT RO SK SI ES SE HU CH LI MC NO GB AL BA ME MK RS'.split(' ');

const countryNames = onFirstUse(() => new Intl.DisplayNames(['it'], { type: 'region', fallback: 'none' }));

/** The Italian name of a country by its ISO 3166-1 alpha-2 code; undefined for a code no country has. */
export function countryNameOf(isoCountryAlpha2: string): string | undefined {
  // User-assigned codes and the groupings Intl also names (EU, UN) are no country.
  if (!/^[A-Z]{2}$/.test(isoCountryAlpha2) || /^(?:AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/.test(isoCountryAlpha2)) return undefined;
  try {
    return countryNames().of(isoCountryAlpha2);
  } catch {
    return undefined;
  }
}

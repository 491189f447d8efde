import { writeEuro } from './i18n/number-format.ts';
import { currentLanguage, currentLocale } from './i18n/translate.ts';

/** Italian VAT applied to order totals; prices are stored net of VAT in integer cents. */
export const VAT_RATE_PERCENT = 22;

/** VAT on a net amount in cents, rounded half up. */
export function vatCents(netCents: number): number {
  return Math.floor((netCents * VAT_RATE_PERCENT + 50) / 100);
}

export function grossCents(netCents: number): number {
  return netCents + vatCents(netCents);
}

// Made on first use, for what number-format.ts leaves to Intl (never a price of the shop).
const euro: Record<string, Intl.NumberFormat> = {};

/**
 * 1234567 → "12.345,67 €", 123456 → "1.234,56 €" (CLDR Italian alone groups from five digits only: 1234,56 €);
 * in English "€12,345.67".
 */
export function formatEuro(cents: number): string {
  const written = writeEuro(cents, currentLanguage());
  if (written !== undefined) return written;
  const locale = currentLocale();
  return (euro[locale] ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always' })).format(
    cents / 100,
  );
}

/** An order's totals: the goods and the delivery, VAT on their sum (as the invoice has it). */
export function orderTotals(goodsNetCents: number, shippingCents: number) {
  const net = goodsNetCents + shippingCents;
  return { netCents: goodsNetCents, shippingCents, vatCents: vatCents(net), grossCents: net + vatCents(net) };
}

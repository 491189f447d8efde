import type { Language } from './language.ts';

/**
 * Counts and euro amounts written by hand as Intl.NumberFormat writes them (number-format.test.ts checks they agree).
 * Why not Intl: a page's first Intl.NumberFormat loads the browser's number data, 25–50 ms on a desktop and 100–200
 * ms on a phone, one long task in the middle of hydration on every page that shows a price or a count. Only integers
 * and whole cents are written here; anything else still goes to Intl.
 */

interface Separators {
  group: string;
  decimal: string;
}

const separators: Readonly<Record<Language, Separators>> = {
  it: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** "1234567" → "1.234.567": every three digits from the right, as `useGrouping: 'always'`. */
function grouped(digits: string, group: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += group + digits.slice(i, i + 3);
  return out;
}

/** An integer count in `language`, or undefined for what is not one (Intl writes those). */
export function writeCount(value: number, language: Language): string | undefined {
  if (!Number.isSafeInteger(value)) return undefined;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + grouped(String(Math.abs(value)), separators[language].group);
}

/** Whole cents as euros in `language`: "1.234,56 €" (a no-break space before €), "€1,234.56"; undefined beyond. */
export function writeEuro(cents: number, language: Language): string | undefined {
  if (!Number.isFinite(cents) || Math.abs(cents) > Number.MAX_SAFE_INTEGER) return undefined;
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  // Half away from zero, as Intl rounds.
  const whole = String(Math.round(Math.abs(cents))).padStart(3, '0');
  const { group, decimal } = separators[language];
  const amount = `${grouped(whole.slice(0, -2), group)}${decimal}${whole.slice(-2)}`;
  return language === 'it' ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`;
}

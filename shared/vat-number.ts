/**
 * An Italian VAT number (partita IVA): 11 digits, the last a check digit (odd places summed, even places doubled
 * with 9 taken off above 9, the total made up to a multiple of 10); an `IT` prefix and spaces are allowed.
 * Answers the 11 digits, or null when it is not one.
 */
export function italianVatNumber(text: string): string | null {
  const digits = text.replace(/\s+/g, '').replace(/^IT/i, '');
  if (!/^\d{11}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(digits[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]) ? digits : null;
}

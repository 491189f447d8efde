/** The fuel codes of the vehicle catalogue (SPEC §3 Vehicle version, alimentazione) and their Italian names. */
const FUEL_NAMES: Readonly<Record<string, string>> = {
  A: 'Elettrico',
  M: 'Ibrido benzina',
  N: 'Ibrido diesel',
  B: 'Benzina',
  D: 'Diesel',
  G: 'Gas',
};

/** The Italian name of a fuel code (A electric, M gasoline-electric, N diesel-electric, B, D, G); any other is 'Altro'. */
export function fuelName(code: string): string {
  return Object.hasOwn(FUEL_NAMES, code) ? (FUEL_NAMES[code] ?? 'Altro') : 'Altro';
}

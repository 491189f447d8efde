// A tyre size's speed codes and catalogue search text (SPEC §2, §3), free of zod so the SPA's form can import
// them (shared/contract/configurators.ts re-exports both).

/** The speed codes a tyre search offers, slowest first (ETRTO). */
export const SPEED_CODES = ['Q', 'R', 'S', 'T', 'H', 'V', 'W', 'Y'] as const;

/**
 * The catalogue search text of a tyre size (SPEC §2: tyre search also lands on /cerca):
 * `{width}/{sidewall} R{diameter} {loadIndex}{speedCode}`, the last part left out when neither is given.
 */
export function tyreSearchText(size: {
  larghezza: string;
  spalla: string;
  diametro: string;
  indiceCarico?: string;
  codiceVelocita?: string;
}): string {
  const service = `${size.indiceCarico ?? ''}${size.codiceVelocita ?? ''}`;
  return `${size.larghezza}/${size.spalla} R${size.diametro}${service ? ` ${service}` : ''}`;
}

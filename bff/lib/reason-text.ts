import { PortError } from '../../adapters/ports/port-error.ts';
import { isReason, reasons } from '../../adapters/ports/reasons.ts';
import { t } from '../../shared/i18n/server.ts';
import { formatCount, translator } from '../../shared/i18n/translate.ts';
import { issuesText } from '../../shared/issue-text.ts';
import { reasonTextsEn, reasonTextsIt } from '../i18n/reason-texts.ts';

const tReason = translator(reasonTextsIt, { en: reasonTextsEn });
const MEGABYTE_FORMAT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** A reason's data as its text shows it: counts as the request's language writes them (1.000, 1,000); megabytes always 1,5 MB. */
function shown(data: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === 'number') params[name] = name === 'megabytes' ? MEGABYTE_FORMAT.format(value) : formatCount(value);
    else if (typeof value === 'string') params[name] = value;
  }
  return params;
}

/**
 * What the user reads for a port failure: its reason in the shop's words, or `fallback` (the generic text of its
 * status) for a reason the shop has no text for: an unknown one, or a transport failure of the upstream.
 */
export function reasonText(error: PortError, fallback: string): string {
  if (error.reason === 'invalid-input') {
    const fields = Array.isArray(error.data.fields) ? (error.data.fields as unknown[]).filter((f) => typeof f === 'string') : [];
    return fields.length > 0 ? issuesText(fields.map((field) => ({ path: field.split('.') }))) : fallback;
  }
  if (!Object.hasOwn(reasonTextsIt, error.reason)) return fallback;
  return tReason(error.reason as keyof typeof reasonTextsIt, shown(error.data));
}

/** A refusal inside a reply (a quick-order line the cart did not take) in the same words as the failure. */
export function refusalText(refusal: { reason: string; data: Readonly<Record<string, unknown>> }): string {
  const fallback = t('JS_ERROR_VALIDATION');
  if (!isReason(refusal.reason)) return fallback;
  const data = reasons[refusal.reason].data.safeParse(refusal.data);
  return data.success ? reasonText(new PortError(reasons[refusal.reason].code, refusal.reason, data.data), fallback) : fallback;
}

import { z } from 'zod';
import type { AcknowledgementAction } from '../../adapters/ports/communications.ts';

/** SPEC §7's `action` of POST /accept-communication on the wire: the popup's "Accetto" or its close. */
export const wireActionSchema = z.enum(['accept', 'close']);

const actions: Record<z.infer<typeof wireActionSchema>, AcknowledgementAction> = { accept: 'accepted', close: 'closed' };

/** The port's name of a wire action. */
export function acknowledgementActionOf(action: z.infer<typeof wireActionSchema>): AcknowledgementAction {
  return actions[action];
}

/** Customer codes as the staff form sends them: a list, or one text separated by commas, spaces or lines. */
export const customerCodesSchema = z
  .union([z.array(z.string().trim().max(40)).max(500), z.string().max(20_000)])
  .default([])
  .transform((codes) => (Array.isArray(codes) ? codes : codes.split(/[\s,;]+/)).map((code) => code.trim()).filter(Boolean));

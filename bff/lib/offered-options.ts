import type { FastifyBaseLogger } from 'fastify';
import type { FulfilmentOption } from '../../shared/contract/checkout.ts';
import { dominatedOptions } from '../../shared/dominated-options.ts';
import { showOption } from './shown-orders.ts';

/**
 * The fulfilment options the shipping step offers, in the request's words at `now`. A paid option whose promise does
 * not read sooner than a cheaper delivery's is hidden, and logged for the integrator: an ERP may answer one, and a
 * trade customer would pay for nothing (hidden rather than explained: a price on a choice that buys nothing is a trap
 * whatever its note says, and a wrong click costs money).
 */
export function offeredOptions(options: FulfilmentOption[], now: Date, log: FastifyBaseLogger) {
  const dominated = dominatedOptions(options);
  for (const { option, by } of dominated) {
    log.warn({ option: option.id, cheaper: by.id }, 'fulfilment option hidden: it promises no sooner than a cheaper one');
  }
  const hidden = new Set(dominated.map(({ option }) => option.id));
  return options.filter((option) => !hidden.has(option.id)).map((option) => showOption(option, now));
}

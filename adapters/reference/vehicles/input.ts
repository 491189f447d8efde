import type { z } from 'zod';
import type { vehiclesPort } from '../../ports/vehicles.ts';

/** The parsed input of an operation of the vehicles port. */
export type Input<K extends keyof typeof vehiclesPort> = z.output<(typeof vehiclesPort)[K]['input']>;

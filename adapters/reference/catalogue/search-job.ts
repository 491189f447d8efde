import type { z } from 'zod';
import type { SearchResult } from '../../../shared/contract/catalogue.ts';
import type { cataloguePort } from '../../ports/catalogue.ts';
import type { Actor } from '../../ports/op.ts';

/** What the search worker is started with: the database file and the catalogue's count cap. */
export interface SearchWorkerData {
  file: string;
  countCap: number;
}

/** One search sent to the worker: the port's parsed input and who asks (a price order depends on it). */
export interface SearchJob {
  id: number;
  requestId: string;
  actor: Actor | null;
  input: z.output<(typeof cataloguePort)['search']['input']>;
}

export type SearchAnswer = { id: number; result: SearchResult } | { id: number; failure: string };

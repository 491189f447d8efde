import type { OrderFileRead, PickedColumns } from './read-order-file.ts';
import type { SheetProblem } from './sheet-types.ts';

/** A file sent to the reader's worker thread. */
export interface ReadJob {
  id: number;
  bytes: Uint8Array;
  picked?: PickedColumns;
}

/** The worker's answer to a job: the lines, a problem of the file, or an unexpected failure. */
export type ReadAnswer =
  { id: number; read: OrderFileRead } | { id: number; problem: SheetProblem; detail: string } | { id: number; failure: string };

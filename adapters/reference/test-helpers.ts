import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validatePorts, type Ports } from '../ports/index.ts';
import type { Actor, Ctx } from '../ports/op.ts';
import { openReference, type Reference } from './index.ts';
import { copyTemplateTo } from './template.ts';

export const TEST_PRODUCTS = 3000;

export interface TestReference extends Reference {
  dataDir: string;
  /** The same implementations with every reply checked against the port's output schema. */
  checked: Ports;
  cleanup(): void;
}

/** A private copy of the small template database, opened; call cleanup() when done. */
export function openTestReference(): TestReference {
  const dataDir = mkdtempSync(join(tmpdir(), 'parts-shop-reference-'));
  copyTemplateTo(dataDir, TEST_PRODUCTS);
  const ref = openReference({ dataDir, seedProducts: TEST_PRODUCTS });
  const checked = validatePorts(ref.implementations, true);
  return {
    ...ref,
    dataDir,
    checked,
    cleanup: () => {
      ref.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let requests = 0;
export function ctxOf(actor: Actor | null, idempotencyKey?: string): Ctx {
  return { requestId: `test-${++requests}`, actor, ...(idempotencyKey ? { idempotencyKey } : {}) };
}

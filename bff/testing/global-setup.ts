import { TEST_PRODUCTS } from '../../adapters/reference/test-helpers.ts';
import { templateDatabase } from '../../adapters/reference/template.ts';

/**
 * Vitest's globalSetup (the app project and the browser journeys): the small template database built once, in
 * the main process, before any worker starts. Workers then only copy it; without this, the first files of every
 * worker raced to build the same template, each seeding its own copy in parallel on a 2-core machine.
 */
export default function setup(): void {
  templateDatabase(TEST_PRODUCTS);
}

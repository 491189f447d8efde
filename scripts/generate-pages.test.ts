import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatePages } from './generate-pages.mjs';

describe('the page indexes (web/pages/*.generated.ts)', () => {
  it('are what the page folders say', async () => {
    const files = await generatePages();
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const [path, text] of Object.entries(files)) {
      const checkedIn = existsSync(path) ? readFileSync(path, 'utf8') : '';
      expect(checkedIn === text, `${path} is not what the page folders say: run npm run pages`).toBe(true);
    }
  });
});

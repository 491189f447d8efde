import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { screenFiles, screens } from '../../web/pages/screens.generated.ts';
import { pageNames } from '../../shared/routes.ts';
import { signedInHeaderFile } from './screen-files.ts';

describe('screen files', () => {
  it('name the module each lazy screen loads, so the server preloads the right chunk', () => {
    for (const name of pageNames) {
      const screen = screens[name];
      const file = screenFiles[name];
      if ('component' in screen) {
        expect(file, name).toBeNull();
        continue;
      }
      expect(file, name).not.toBeNull();
      expect(existsSync(new URL(`../../web/${file}`, import.meta.url)), `${name}: web/${file}`).toBe(true);
      // Vitest rewrites the import to the module's path from the root: it ends the same way.
      expect(String(screen.load), name).toContain(`/web/${file}`);
    }
  });

  it("name the module of the header's logged-in pieces as web/layout/signed-in-pieces.tsx loads it", async () => {
    expect(existsSync(new URL(`../../web/${signedInHeaderFile}`, import.meta.url))).toBe(true);
    const pieces = await readFile(new URL('../../web/layout/signed-in-pieces.tsx', import.meta.url), 'utf8');
    expect(pieces).toContain(`import('./${signedInHeaderFile.replace(/^layout\//, '')}')`);
  });
});

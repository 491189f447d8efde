import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screens } from '../../web/app-routes.tsx';
import { pageNames } from '../../web/routes.ts';
import { screenFiles } from './screen-files.ts';

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
});

import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateRoutes, INDEX, readRoutePlugins, ROUTES_DIR } from './generate-routes.mjs';

const PLUGIN = (name: string, path: string) =>
  `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';\n\n` +
  `const ${name}: FastifyPluginAsyncZod = async (app) => {\n  app.get('${path}', async () => ({}));\n};\n\nexport default ${name};\n`;

/** A repository of its own in a temporary folder, formatted as this one (the generator formats the index as prettier says). */
function tempRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'generate-routes-'));
  copyFileSync('.prettierrc.json', join(root, '.prettierrc.json'));
  return root;
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('the index of the route plugins (bff/routes/routes.generated.ts)', () => {
  it('is what bff/routes/ holds', async () => {
    const files = await generateRoutes();
    expect(Object.keys(files)).toEqual([INDEX]);
    for (const [path, text] of Object.entries(files)) {
      const checkedIn = existsSync(path) ? readFileSync(path, 'utf8') : '';
      expect(checkedIn === text, `${path} is not what ${ROUTES_DIR}/ holds: run npm run pages`).toBe(true);
    }
  });

  it('names every route plugin file of bff/routes/, in its folders too', () => {
    const index = readFileSync(INDEX, 'utf8');
    const files = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split('\\').join('/'))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && `${ROUTES_DIR}/${file}` !== INDEX)
      .filter((file) => /^export default\b/m.test(readFileSync(join(ROUTES_DIR, file), 'utf8')));
    expect(files).toContain('auth/login.ts');
    expect(files).toContain('pages.ts');
    const unnamed = files.filter((file) => !index.includes(` from './${file}';`) || !index.includes(`'${file}': `));
    expect(unnamed, `not in ${INDEX}: run npm run pages`).toEqual([]);
  });

  it('picks up a new plugin file, in a folder too, and leaves out the tests', async () => {
    const root = tempRepo();
    try {
      write(root, 'bff/routes/cart.ts', PLUGIN('cartRoutes', '/cart'));
      write(root, 'bff/routes/cart.test.ts', "import cart from './cart.ts';\n");
      const before = (await generateRoutes(root))[INDEX];
      expect(before).toContain("import cartRoutes from './cart.ts';");
      expect(before).not.toContain('login');

      write(root, 'bff/routes/auth/login.ts', PLUGIN('loginRoute', '/login'));
      expect(readRoutePlugins(root)).toEqual([
        { file: 'auth/login.ts', name: 'authLoginRoutes' },
        { file: 'cart.ts', name: 'cartRoutes' },
      ]);
      const after = (await generateRoutes(root))[INDEX];
      expect(after).toContain("import authLoginRoutes from './auth/login.ts';");
      expect(after).toContain("'auth/login.ts': authLoginRoutes,");
      expect(after).not.toContain('cart.test');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a file without a default export (a plugin that would never be registered, or a helper)', () => {
    const root = tempRepo();
    try {
      write(root, 'bff/routes/cart.ts', PLUGIN('cartRoutes', '/cart'));
      write(
        root,
        'bff/routes/orders.ts',
        PLUGIN('orderRoutes', '/orders').replace('\nexport default orderRoutes;\n', '').replace('const', 'export const'),
      );
      write(root, 'bff/routes/money-text.ts', 'export const euro = (cents: number) => `${cents / 100} €`;\n');
      expect(() => readRoutePlugins(root)).toThrow(/bff\/routes\/money-text\.ts, bff\/routes\/orders\.ts: no default export/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

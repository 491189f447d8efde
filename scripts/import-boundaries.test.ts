import { describe, expect, it } from 'vitest';
import { eslint, importErrors } from './lint-probe.ts';

const boundaryErrors = (filePath: string, importPath: string) => importErrors(filePath, importPath, 'import-x/no-restricted-paths');

describe('imports run one way (eslint import-x/no-restricted-paths)', () => {
  it.each([
    ['shared/probe.ts', '../web/app.tsx', /shared\/ .* imports neither/],
    ['shared/contract/probe.ts', '../../bff/config.ts', /shared\/ .* imports neither/],
    ['bff/routes/probe.ts', '../../web/app.tsx', /through bff\/ssr\//],
    ['adapters/reference/probe.ts', '../../bff/config.ts', /adapters\/ import only adapters\/ and shared\//],
    ['adapters/reference/probe.ts', '../../web/api/fetch.ts', /adapters\/ import only/],
    ['adapters/reference/probe.test.ts', '../../bff/config.ts', /bff\/testing\/ only/],
    ['web/pages/probe.tsx', '../../bff/config.ts', /never ports or the BFF/],
    // A page folder's shared kinds count as shared/: they import only shared/ and each other.
    ['web/pages/cart/route.ts', '../../ui/cn.ts', /shared\/ .* imports neither/],
    ['web/pages/cart/contract.ts', '../../../bff/config.ts', /shared\/ .* imports neither/],
    ['web/pages/cart/texts.ts', '../../../adapters/ports/op.ts', /shared\/ .* imports neither/],
    ['web/pages/cart/data-key.ts', '../../ui/cn.ts', /shared\/ .* imports neither/],
    // The generated tables obey their folder's rule: the route table is shared/, the loaders' table bff/.
    ['shared/probe.ts', '../bff/pages/pages.generated.ts', /shared\/ .* imports neither/],
    ['shared/probe.ts', '../web/pages/cart/route.ts', /shared\/ .* imports neither/],
    ['shared/probe.ts', '../web/pages/cart/screen.tsx', /shared\/ .* imports neither/],
    // A load.ts is server kind: never in the browser's files, and it reads no browser file.
    ['web/pages/cart/probe.tsx', './load.ts', /never imports a page's load\.ts/],
    ['web/probe.ts', '../bff/pages/pages.generated.ts', /never ports or the BFF/],
    ['web/pages/cart/load.ts', './screen.tsx', /load\.ts imports bff\/, adapters\/ and shared kinds/],
    ['web/pages/cart/load.ts', '../screens.generated.ts', /load\.ts imports bff\/, adapters\/ and shared kinds/],
    ['web/pages/cart/load.ts', '../search/load.ts', /load\.ts imports bff\/, adapters\/ and shared kinds/],
    ['bff/routes/probe.ts', '../../web/pages/cart/screen.tsx', /through bff\/ssr\//],
    ['bff/routes/probe.ts', '../../web/pages/cart/load.ts', /through bff\/ssr\//],
    // A page folder imports no other page folder, however spelled and whatever the kind: shared parts live in web/blocks/.
    ['web/pages/cart/probe.tsx', '../search/vehicle-filter.tsx', /page folder imports no other page folder/],
    ['web/pages/cart/probe.tsx', '../../pages/search/vehicle-filter.tsx', /page folder imports no other page folder/],
    ['web/pages/cart/probe.tsx', '../../../web/pages/search/screen.tsx', /page folder imports no other page folder/],
    ['web/pages/cart/probe.tsx', '../search/data-key.ts', /page folder imports no other page folder/],
    ['web/pages/cart/probe.test.ts', '../search/data-key.ts', /page folder imports no other page folder/],
    ['web/pages/configurator-results/contract.ts', '../configurator/contract.ts', /page folder imports no other page folder/],
    ['web/pages/configurator-results/load.ts', '../configurator/contract.ts', /page folder imports no other page folder/],
    // Told once, by the rule that says most: a browser file never imports a load.ts, a shared kind no browser file.
    ['web/pages/cart/probe.tsx', '../search/load.ts', /never imports a page's load\.ts/],
    ['web/pages/cart/contract.ts', '../search/screen.tsx', /shared\/ .* imports neither/],
    // web/blocks/ is browser kind, below the pages: of a page folder only its shared kinds.
    ['web/blocks/results/probe.tsx', '../../pages/search/screen.tsx', /web\/blocks\/ sits below the pages/],
    ['web/blocks/results/probe.tsx', '../../pages/cart/load.ts', /never imports a page's load\.ts/],
    ['web/blocks/results/probe.tsx', '../../../bff/config.ts', /never ports or the BFF/],
  ])('fails %s importing %s', async (file, target, message) => {
    const errors = await boundaryErrors(file, target);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['bff/ssr/probe.ts', '../../web/app.tsx'],
    ['bff/routes/probe.ts', '../../shared/routes.ts'],
    ['web/pages/probe.tsx', '../../shared/i18n/it.ts'],
    ['adapters/reference/probe.ts', '../../shared/money.ts'],
    ['adapters/reference/probe.test.ts', '../../bff/testing/test-app.ts'],
    ['shared/probe.ts', './pages.generated.ts'],
    ['shared/i18n/probe.test.ts', '../../web/pages/account/texts.ts'],
    ['web/pages/cart/route.ts', '../../../shared/urls/checkout-urls.ts'],
    ['web/pages/replies.generated.ts', './cart/contract.ts'],
    ['web/pages/cart/probe.tsx', './route.ts'],
    ['web/pages/cart/load.ts', '../../../bff/lib/session-cart.ts'],
    ['web/pages/cart/load.ts', '../../../adapters/ports/op.ts'],
    ['web/pages/cart/load.ts', './contract.ts'],
    ['bff/pages/pages.generated.ts', '../../web/pages/cart/load.ts'],
    ['bff/pages/pages.generated.ts', '../../web/pages/cart/data-key.ts'],
    ['web/pages/configurator-results/load.ts', '../../../bff/lib/configurator-path.ts'],
    ['web/pages/configurator-results/contract.ts', '../../../shared/contract/configurators.ts'],
    ['web/pages/cart/probe.tsx', '../../blocks/results/product-row.tsx'],
    ['web/pages/cart/probe.tsx', './cart-line.tsx'],
    ['web/blocks/results/probe.tsx', '../availability/row-availability.tsx'],
    ['web/blocks/information-request/probe.tsx', '../../pages/information-request/data-key.ts'],
    ['bff/routes/probe.ts', '../../web/pages/cart/contract.ts'],
    ['bff/routes/probe.ts', '../pages/pages.generated.ts'],
  ])('lets %s import %s', async (file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });
});

describe('forms, buttons and tables from the kit (eslint no-restricted-syntax)', () => {
  const errors = async (filePath: string, jsx: string) => {
    const [result] = await eslint.lintText(`export const X = () => ${jsx};\n`, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each(['<input name="q" />', '<select name="s"></select>', '<textarea name="t" />', '<table></table>'])(
    'fails a screen writing %s',
    async (jsx) => {
      expect(await errors('web/pages/probe/screen.tsx', jsx)).toEqual([expect.stringMatching(/form and table kit of web\/ui/)]);
    },
  );

  it('fails a screen or a block writing a raw button', async () => {
    for (const file of ['web/pages/probe/screen.tsx', 'web/blocks/probe/part.tsx', 'web/layout/probe.tsx']) {
      expect(await errors(file, '<button type="button">Aggiungi</button>')).toEqual([
        expect.stringMatching(/Button of web\/ui\/button\.tsx/),
      ]);
    }
  });

  it('lets the kit itself write them, and screens use the kit', async () => {
    expect(await errors('web/ui/probe.tsx', '<input name="q" />')).toEqual([]);
    expect(await errors('web/ui/probe.tsx', '<button type="button">Aggiungi</button>')).toEqual([]);
    expect(await errors('web/pages/probe/screen.tsx', '<Input name="q" />')).toEqual([]);
    expect(await errors('web/pages/probe/screen.tsx', '<Button>Aggiungi</Button>')).toEqual([]);
  });
});

describe('components of at most 80 lines (eslint max-lines-per-function)', () => {
  /** A component of `lines` lines: its two lines of frame and one element a line. */
  const component = (lines: number) =>
    `export function Probe() {\n  return (\n    <div>\n${'      <p>x</p>\n'.repeat(lines - 6)}    </div>\n  );\n}\n`;
  const errors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
  };

  it('fails a component of 81 lines in web/, and passes one of 80', async () => {
    expect(await errors('web/pages/probe/screen.tsx', component(81))).toEqual([expect.stringMatching(/too many lines \(81\)/)]);
    expect(await errors('web/pages/probe/screen.tsx', component(80))).toEqual([]);
  });

  it('leaves tests and code outside web/ alone', async () => {
    expect(await errors('web/pages/probe/screen.test.tsx', component(120))).toEqual([]);
    expect(await errors('bff/routes/probe.tsx', component(120))).toEqual([]);
  });
});

// Lint: typescript-eslint with type information, plus the hooks rules for the SPA. Run by `npm test`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The shared kinds of the page folders: read by shared/, web/ and bff/ alike, they import only shared/ and each other. */
const sharedKinds = ['web/pages/*/route.ts', 'web/pages/*/data-key.ts', 'web/pages/*/contract.ts', 'web/pages/*/texts.ts'];
/** The server kind of the page folders: a page's loader over ports, which only bff/ imports (its page table). */
const serverKinds = ['web/pages/*/load.ts'];
/** The page folders (web/pages/<page>/), each of which imports no other (boundaries()). */
const pageFolders = readdirSync(`${import.meta.dirname}/web/pages`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'data-*/**', 'node_modules/**', 'e2e/screenshots/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its error: say `void` when that is meant.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The browser's files: the page folders' shared and server kinds (sharedKinds, serverKinds) hold zod schemas.
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    ignores: [...sharedKinds, ...serverKinds],
    rules: {
      // zod and the contract's schemas stay out of the bundle (the direction of imports: boundaries() below).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'zod stays out of the browser bundle.' }],
          patterns: [
            {
              // The contract's zod schemas would bring zod into the bundle: types only (runtime checks: guards.ts).
              group: ['**/shared/contract/*', '!**/shared/contract/guards.ts', '!**/shared/contract/boot.ts', '**/shared/ids.ts'],
              allowTypeImports: true,
              message: 'import the contract for its types; runtime checks live in shared/contract/guards.ts.',
            },
            {
              // A page folder's contract.ts is zod too.
              regex: '(^|/)contract\\.ts$',
              allowTypeImports: true,
              message: "import a page's contract.ts for its types only: zod stays out of the browser bundle.",
            },
          ],
        },
      ],
    },
  },
  ...boundaries(),
  ...onePlacePerRenderer(),
  {
    // Forms, buttons and tables come from the kit (web/ui/): one look, labels wired for screen readers, values kept
    // when typed before the script arrives.
    files: ['web/**/*.tsx'],
    ignores: ['web/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|select|textarea|table)$/]',
          message: 'Use the form and table kit of web/ui/ (Input, NumberField, Select, Textarea, Checkbox, Radio, Table).',
        },
        {
          selector: 'JSXOpeningElement[name.name="button"]',
          message: 'Use Button of web/ui/button.tsx (its variants and sizes), or buttonClass() for a link that looks like one.',
        },
      ],
    },
  },
  {
    // A component reads like its page (docs/recipes.md): a longer one becomes a named state hook and named sections.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // In a test a wrong assumption fails the test at once, which is what `!` says there.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false }, globals: { console: 'readonly', process: 'readonly' } },
  },
);

/**
 * One place per renderer (docs/architecture.md, "The framework"): React's server renderer is imported by
 * shared/render-html.ts (pages, fragments, mails, the markup memo) and the tests' markup helper only, its DOM renderer
 * by web/hydrate.tsx only. One rule (core `no-restricted-imports`), so three disjoint sets of files, each with its own
 * list: two settings of one rule for the same file would not add up, the later one would replace the other.
 */
function onePlacePerRenderer() {
  const server = ['shared/render-html.ts', 'shared/testing/markup.ts'];
  const client = ['web/hydrate.tsx'];
  const serverOnly = {
    message: 'render HTML through shared/render-html.ts (tests: shared/testing/markup.ts), the one place of React’s server renderer.',
  };
  const clientOnly = { message: 'hand elements to React’s DOM through web/hydrate.tsx, the one place of react-dom/client.' };
  const restricted = (lists) => ({
    'no-restricted-imports': ['error', { paths: lists.flatMap(([names, why]) => names.map((name) => ({ name, ...why }))) }],
  });
  const serverNames = ['react-dom/server', 'react-dom/server.node', 'react-dom/server.browser', 'react-dom/static'];
  const clientNames = ['react-dom/client'];
  const files = ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'];
  return [
    {
      files,
      ignores: [...server, ...client],
      rules: restricted([
        [serverNames, serverOnly],
        [clientNames, clientOnly],
      ]),
    },
    { files: server, rules: restricted([[clientNames, clientOnly]]) },
    { files: client, rules: restricted([[serverNames, serverOnly]]) },
  ];
}

/**
 * Imports run one way (docs/architecture.md): web/ and bff/ import shared/; shared/ imports none of the others;
 * adapters/ import only adapters/ and shared/ (their tests may use the BFF's test helpers, bff/testing/); bff/
 * reaches web/ only through its server-rendering entry, bff/ssr/. Paths are resolved, so `../../web/x.ts` and any
 * other spelling of a wrong-way import fail alike. A page folder (web/pages/<page>/) holds files of three kinds: its
 * shared kinds (sharedKinds) count as shared/, which and bff/ may import them; its load.ts is server kind (it may
 * import bff/, adapters/ and shared kinds; only bff/ imports it); every other file is the browser's, which never
 * imports a load.ts, bff/ or adapters/. The generated page tables obey the rule of the folder they are in. A page
 * folder imports no other page folder, of any kind and however spelled ('../search/x.tsx', '../../pages/search/x.tsx'):
 * what pages share lives in web/blocks/ (browser kind, below the pages: of a page folder it imports the shared kinds
 * only), shared/ (a zod contract, texts) or bff/lib/ (a loader's helper).
 */
function boundaries() {
  const root = import.meta.dirname;
  const everything = (dir) => `${root}/${dir}/**`;
  // Globs all (a zone takes globs or plain paths, not both): a plain path is spelled as a glob matching only itself.
  const exactly = (globs) => globs.map((glob) => `${root}/${glob}`.replace(/\.ts$/, '.[t]s'));
  const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
  const rule = (files, zones, ignores) => ({
    files,
    ...(ignores ? { ignores } : {}),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones, basePath: root }] },
  });
  const tests = ['**/*.test.ts', '**/*.test.tsx'];
  const bffMessage =
    'bff/ reaches web/ only for server rendering, through bff/ssr/, the shared kinds of page folders, and their load.ts through bff/pages/.';
  const sharedMessage =
    "shared/ is what both sides use: it imports neither web/, bff/ nor adapters/ (a page folder's shared kinds: only shared/ and each other).";
  // A page folder imports no other page folder: one zone per folder, in each rule its files fall under, over what the
  // rule's other zones let through from the page folders (`open`; `toldElsewhere`: what another zone refuses already),
  // so a wrong import is told once.
  const inFolders = (kinds) => kinds.filter((kind) => kind.startsWith('web/pages/*/'));
  const ownPageFolderOnly = (open, toldElsewhere = []) =>
    pageFolders.map((page) =>
      zone(
        `web/pages/${page}/**`,
        exactly(open),
        'a page folder imports no other page folder: what pages share lives in web/blocks/ (browser parts), shared/ (zod contracts, texts) or bff/lib/ (loader helpers).',
        exactly([`web/pages/${page}/**`, ...toldElsewhere]),
      ),
    );
  return [
    rule(['shared/**'], [zone('.', ['web', 'bff', 'adapters'].map(everything), sharedMessage)], tests),
    // A page folder's shared kinds count as shared/ too, and may import each other (shared/'s tests read their texts).
    rule(
      [...sharedKinds, ...tests.map((t) => `shared/${t}`)],
      [
        zone('.', ['web', 'bff', 'adapters'].map(everything), sharedMessage, exactly(sharedKinds)),
        ...ownPageFolderOnly(inFolders(sharedKinds)),
      ],
    ),
    rule(
      ['web/**'],
      [
        zone('.', ['bff', 'adapters'].map(everything), 'web/ reads shared/ (contracts, routes, texts), never ports or the BFF.'),
        zone('.', exactly(serverKinds), "a browser file never imports a page's load.ts (server kind): the loaders stay out of the bundle."),
        // A load.ts is left to the zone above, which says why.
        zone(
          'web/blocks',
          exactly(['web/pages/*/**']),
          "web/blocks/ sits below the pages: of a page folder it imports the shared kinds only (data-key.ts, contract.ts…), never a screen or a page's part.",
          exactly([...sharedKinds, 'web/pages/*/load.ts']),
        ),
        ...ownPageFolderOnly(['web/pages/*/**'], ['web/pages/*/load.ts']),
      ],
      [...sharedKinds, ...serverKinds],
    ),
    rule(serverKinds, [
      zone(
        '.',
        [everything('web')],
        "a page's load.ts imports bff/, adapters/ and shared kinds, never the browser's files.",
        exactly(sharedKinds),
      ),
      ...ownPageFolderOnly(inFolders(sharedKinds)),
    ]),
    rule(['bff/**'], [zone('.', [everything('web')], bffMessage, exactly(sharedKinds))], ['bff/ssr/**', 'bff/pages/**']),
    rule(['bff/pages/**'], [zone('.', [everything('web')], bffMessage, exactly([...sharedKinds, ...serverKinds]))]),
    rule(['adapters/**'], [zone('./adapters', ['./web', './bff'], 'adapters/ import only adapters/ and shared/.')], tests),
    rule(
      tests.map((t) => `adapters/${t}`),
      [zone('./adapters', ['./web', './bff'], 'adapter tests may use bff/testing/ only.', ['./testing'])],
    ),
  ];
}

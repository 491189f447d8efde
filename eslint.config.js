// Lint: typescript-eslint with type information, plus the hooks rules for the SPA. Run by `npm test`.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
          ],
        },
      ],
    },
  },
  ...boundaries(),
  {
    // Forms and tables come from the kit (web/ui/): one look, labels wired for screen readers, values kept when
    // typed before the script arrives.
    files: ['web/**/*.tsx'],
    ignores: ['web/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|select|textarea|table)$/]',
          message: 'Use the form and table kit of web/ui/ (Input, NumberField, Select, Textarea, Checkbox, Radio, Table).',
        },
      ],
    },
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
 * Imports run one way (docs/architecture.md): web/ and bff/ import shared/; shared/ imports none of the others;
 * adapters/ import only adapters/ and shared/ (their tests may use the BFF's test helpers, bff/testing/); bff/
 * reaches web/ only through its server-rendering entry, bff/ssr/. Paths are resolved, so `../../web/x.ts` and any
 * other spelling of a wrong-way import fail alike.
 */
function boundaries() {
  const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
  const rule = (files, zones, ignores) => ({
    files,
    ...(ignores ? { ignores } : {}),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  });
  const tests = ['**/*.test.ts', '**/*.test.tsx'];
  return [
    rule(['shared/**'], [zone('./shared', ['./web', './bff', './adapters'], 'shared/ is what both sides use: it imports neither.')]),
    rule(['web/**'], [zone('./web', ['./bff', './adapters'], 'web/ reads shared/ (contracts, routes, texts), never ports or the BFF.')]),
    rule(['bff/**'], [zone('./bff', ['./web'], 'bff/ reaches web/ only for server rendering, through bff/ssr/.')], ['bff/ssr/**']),
    rule(['adapters/**'], [zone('./adapters', ['./web', './bff'], 'adapters/ import only adapters/ and shared/.')], tests),
    rule(
      tests.map((t) => `adapters/${t}`),
      [zone('./adapters', ['./web', './bff'], 'adapter tests may use bff/testing/ only.', ['./testing'])],
    ),
  ];
}

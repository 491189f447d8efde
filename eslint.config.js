// Lint: typescript-eslint with type information, plus the hooks rules for the SPA. Run by `npm test`.
import js from '@eslint/js';
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
      // The SPA speaks to the BFF through shared/contract only: never a port type, never server code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'zod stays out of the browser bundle.' }],
          patterns: [
            { group: ['**/adapters/**', '**/bff/**'], message: 'web/ reads shared/contract, not ports or the BFF.' },
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

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The project's own lint config, without type information (the probes exist only in memory).
export const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, languageOptions: { parserOptions: { projectService: false } } }],
});

/** What rule `ruleId` says of a file at `filePath` that imports `importPath` and nothing else. */
export async function importErrors(filePath: string, importPath: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${importPath}';\nexport default probe;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

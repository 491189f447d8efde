import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/**
 * Words a sentence of Italian almost always has, and English or code almost never: articles, prepositions,
 * "non", "è"… (a single "a", "e", "i" is left out: they are English and code too).
 */
const ITALIAN_WORD =
  /(?:^|[^\p{L}])(?:il|lo|la|gli|le|un|una|di|del|della|dei|delle|non|è|per|che|con|al|alla|sono|ha|hai|nel|nella|dal|dalla|oppure|questo|questa|già|può|più)(?=$|[^\p{L}])/iu;
const SQL = /\b(?:SELECT|INSERT|UPDATE|DELETE|CREATE|FROM|WHERE)\b/;

/** Each string literal of a file that reads as an Italian sentence: three words or more, one of them Italian. */
function italianSentences(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let literal: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
    if (literal !== undefined && literal.trim().split(/\s+/).length >= 3 && ITALIAN_WORD.test(literal) && !SQL.test(literal)) {
      found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${literal.slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Where the shop's code could put a sentence a user reads: the ports' implementations, the routes and their helpers
 * (bff/lib/: the login's, the information request's…). Out of scope:
 * tests and the conformance scenarios (their data is a customer's), the demo catalogue's data and the migrations
 * and the reference translator's glossary (Italian product and group names are the ERP's data, not the shop's words).
 */
function scannedFiles(): string[] {
  return (
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'adapters', 'bff/routes', 'bff/lib'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !/^adapters\/(?:conformance|reference\/seed|reference\/migrations)\//.test(file))
      .filter((file) => file !== 'adapters/reference/catalogue/demo-images.ts')
      // The reference translator's glossary: the demo catalogue's Italian terms beside their English.
      .filter((file) => file !== 'adapters/reference/translation/glossary.ts')
  );
}

describe('no Italian sentence in adapters/, bff/routes/ or bff/lib/ (they come from the translation tables)', () => {
  it('finds a sentence in a literal, a template or an error', () => {
    const probe = [
      "throw new PortError('invalid', 'Il file è vuoto.');",
      'const text = `Hai già ${n} carrelli aperti`;',
      "log.info('upstream replied with a body that is not JSON');",
      "const sql = 'SELECT id AS idVeicolo FROM vehicles WHERE di = 1';",
    ].join('\n');
    expect(italianSentences('probe.ts', probe)).toEqual(['probe.ts:1: Il file è vuoto.', 'probe.ts:2: Hai già  …  carrelli aperti']);
  });

  it('finds none in the adapters, the routes and their helpers', () => {
    const found = scannedFiles().flatMap((file) => italianSentences(file, readFileSync(new URL(file, `file://${root}`), 'utf8')));
    expect(found).toEqual([]);
  });
});

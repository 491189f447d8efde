import { describe, expect, it } from 'vitest';
import { importErrors } from './lint-probe.ts';

const rendererErrors = (filePath: string, importPath: string) => importErrors(filePath, importPath, 'no-restricted-imports');

describe('one place per renderer (eslint no-restricted-imports)', () => {
  it.each([
    ['bff/ssr/probe.tsx', 'react-dom/server', /shared\/render-html\.ts/],
    ['bff/mail/probe.tsx', 'react-dom/static', /shared\/render-html\.ts/],
    ['web/ui/probe.test.tsx', 'react-dom/server', /shared\/testing\/markup\.ts/],
    ['web/consent/probe.tsx', 'react-dom/client', /web\/hydrate\.tsx/],
    ['web/hydrate.tsx', 'react-dom/server', /shared\/render-html\.ts/],
    ['shared/render-html.ts', 'react-dom/client', /web\/hydrate\.tsx/],
  ])('fails %s importing %s', async (file, target, message) => {
    const errors = await rendererErrors(file, target);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['shared/render-html.ts', 'react-dom/server'],
    ['shared/testing/markup.ts', 'react-dom/server'],
    ['web/hydrate.tsx', 'react-dom/client'],
    ['web/ui/probe.tsx', 'react-dom'],
  ])('lets %s import %s', async (file, target) => {
    expect(await rendererErrors(file, target)).toEqual([]);
  });
});

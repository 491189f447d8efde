// Module resolution hook of react-router-production.mjs: `react-router` → its production build.
import { URL } from 'node:url';
const PRODUCTION = new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'react-router') return { url: PRODUCTION, format: 'module', shortCircuit: true };
  return nextResolve(specifier, context);
}

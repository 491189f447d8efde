// SWR imports the pre-React-18 shim of useSyncExternalStore. package.json's `overrides` puts this package in its
// place for every runtime (Vite, Vitest, tsx, the server's esbuild bundle): the framework has the hook built in, and
// the shim's CommonJS `require('react')` would load under tsx a second copy of Preact beside the one the server
// renders with (hooks then find no component: "Cannot read properties of undefined (reading '__H')").
export { useSyncExternalStore } from 'react';

// SWR imports the pre-React-18 shim of useSyncExternalStore; React 19 has it built in. The browser bundle
// points the shim here (vite.config.ts) and saves its code.
export { useSyncExternalStore } from 'react';

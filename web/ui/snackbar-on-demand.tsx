import { useSyncExternalStore } from 'react';
import { onDemand } from './on-demand.tsx';
import type { SnackbarStore } from './snackbar-store.ts';

/** The snackbar's view (its own chunk): most pages never show a message, so it loads with the first one. */
const SnackbarView = onDemand(() => import('./snackbar.tsx').then((m) => m.Snackbar));

const noMessageOnServer = () => false;

/**
 * The store's messages at the bottom of the screen, the view's code fetched when the first message comes.
 * Nothing is rendered before (on the server either), so hydration has nothing to match.
 */
export function SnackbarOnDemand({ store, closeLabel }: { store: SnackbarStore; closeLabel: string }) {
  const hasMessages = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length > 0, noMessageOnServer);
  return <SnackbarView needed={hasMessages} store={store} closeLabel={closeLabel} />;
}

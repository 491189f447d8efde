import { useSyncExternalStore } from 'react';
import { cn } from './cn.ts';
import { CloseIcon } from './icons.tsx';
import type { SnackbarStore, SnackbarTone } from './snackbar-store.ts';

const tones: Record<SnackbarTone, string> = {
  info: 'bg-slate-900 text-white',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
};

/**
 * Shows the store's messages at the bottom of the screen, above a bar a page keeps there (its height in
 * `--bottom-bar`), so no message covers a total or a button; errors are announced assertively.
 */
export function Snackbar({ store, closeLabel }: { store: SnackbarStore; closeLabel: string }) {
  const messages = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bar,0px))] z-[60] flex flex-col items-center gap-2 px-4">
      {messages.map((message) => (
        <div
          key={message.id}
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'ui-pop-in pointer-events-auto flex w-full max-w-lg items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg',
            tones[message.tone],
          )}
        >
          <p className="flex-1">{message.text}</p>
          <button
            type="button"
            className="-m-1 inline-flex h-7 w-7 shrink-0 cursor-pointer items-center justify-center rounded hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            aria-label={closeLabel}
            onClick={() => store.dismiss(message.id)}
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

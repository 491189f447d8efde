export type SnackbarTone = 'info' | 'success' | 'error';

export interface SnackbarMessage {
  id: number;
  text: string;
  tone: SnackbarTone;
}

export interface SnackbarStore {
  show(text: string, tone?: SnackbarTone): number;
  dismiss(id: number): void;
  /** Dismisses every message up to this id (the ones shown before a navigation). */
  dismissUpTo(id: number): void;
  /** The id of the last message shown (0: none yet). */
  lastId(): number;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly SnackbarMessage[];
}

/**
 * A queue of short messages, readable from React (useSyncExternalStore) and writable from anywhere,
 * including non-React code such as a fetch helper. Messages leave after `durationMs`.
 */
export function createSnackbarStore({
  durationMs = 5000,
  maxVisible = 3,
  setTimer = (fn: () => void, ms: number) => setTimeout(fn, ms),
}: { durationMs?: number; maxVisible?: number; setTimer?: (fn: () => void, ms: number) => unknown } = {}): SnackbarStore {
  let messages: readonly SnackbarMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    show(text, tone = 'info') {
      const id = nextId++;
      messages = [...messages, { id, text, tone }].slice(-maxVisible);
      emit();
      setTimer(() => this.dismiss(id), durationMs);
      return id;
    },
    dismiss(id) {
      if (!messages.some((message) => message.id === id)) return;
      messages = messages.filter((message) => message.id !== id);
      emit();
    },
    dismissUpTo(id) {
      if (!messages.some((message) => message.id <= id)) return;
      messages = messages.filter((message) => message.id > id);
      emit();
    },
    lastId: () => nextId - 1,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => messages,
  };
}

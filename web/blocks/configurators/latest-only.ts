/** What a call run through `latestOnly` came to: its value, or superseded by a newer call (its own was aborted). */
export type Latest<T> = { superseded: false; value: T } | { superseded: true };

/**
 * Runs calls so that only the newest counts (SPEC §7: a newer tyre search aborts the one in flight): starting a call
 * aborts the previous one's signal, and a call that was superseded answers `superseded` even if its reply came.
 * A failure of the newest call is thrown to its caller.
 */
export function latestOnly() {
  let current: AbortController | null = null;
  return {
    async run<T>(send: (signal: AbortSignal) => Promise<T>): Promise<Latest<T>> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      try {
        const value = await send(controller.signal);
        return controller.signal.aborted ? { superseded: true } : { superseded: false, value };
      } catch (error) {
        if (controller.signal.aborted) return { superseded: true };
        throw error;
      }
    },
    /** Aborts the call in flight (the page is left). */
    abort(): void {
      current?.abort();
    },
  };
}

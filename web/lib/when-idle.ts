/**
 * Runs `task` when the browser has nothing better to do (after hydration and the first paint), at the latest after
 * `timeoutMs`; where idle callbacks do not exist (Safari), on the next turn of the event loop. Returns its cancel.
 * For work the user does not wait for: many small tasks queued this way never add up to one long task.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

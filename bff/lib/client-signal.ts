import type { ServerResponse } from 'node:http';

const controllers = new WeakMap<ServerResponse, AbortController>();

/**
 * A signal that fires when the client goes away before its reply is complete (tab closed, request aborted),
 * so port calls made for it stop. Made on first use: requests that call no port pay nothing.
 */
export function clientGoneSignal(res: ServerResponse): AbortSignal {
  let controller = controllers.get(res);
  if (!controller) {
    const made = new AbortController();
    controller = made;
    controllers.set(res, made);
    if (res.closed && !res.writableFinished) made.abort(new Error('client went away'));
    else res.once('close', () => res.writableFinished || made.abort(new Error('client went away')));
  }
  return controller.signal;
}

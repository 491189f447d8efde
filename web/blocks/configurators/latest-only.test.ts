import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only.ts';

/** A call that answers when told, and says whether it was aborted. */
function pending<T>() {
  let answer!: (value: T) => void;
  let signal!: AbortSignal;
  const send = (s: AbortSignal) => {
    signal = s;
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      s.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  };
  return { send, answer: (value: T) => answer(value), aborted: () => signal.aborted };
}

describe('latestOnly (a newer tyre search aborts the one in flight)', () => {
  it('aborts the call in flight when a newer one starts, and only the newer one answers', async () => {
    const calls = latestOnly();
    const first = pending<string>();
    const second = pending<string>();
    const older = calls.run(first.send);
    const newer = calls.run(second.send);
    expect(first.aborted()).toBe(true);
    expect(second.aborted()).toBe(false);
    second.answer('205/55 R16');
    expect(await older).toEqual({ superseded: true });
    expect(await newer).toEqual({ superseded: false, value: '205/55 R16' });
  });

  it('ignores a reply that came although its call was superseded', async () => {
    const calls = latestOnly();
    let resolveOld!: (value: string) => void;
    const older = calls.run(() => new Promise<string>((resolve) => (resolveOld = resolve)));
    const newer = calls.run(async () => 'new');
    resolveOld('old');
    expect(await older).toEqual({ superseded: true });
    expect(await newer).toEqual({ superseded: false, value: 'new' });
  });

  it('throws the failure of the newest call to its caller', async () => {
    const calls = latestOnly();
    await expect(calls.run(() => Promise.reject(new Error('400')))).rejects.toThrow('400');
  });
});

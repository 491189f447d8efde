import { describe, expect, it } from 'vitest';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { batchedLogStream } from './log-stream.ts';

function fakeOut() {
  const writes: string[] = [];
  return { writes, out: { write: (chunk: string) => void writes.push(chunk) } };
}

describe('batched log stream', () => {
  it('writes the lines of one turn of the event loop together, in order, whole', async () => {
    const { writes, out } = fakeOut();
    const stream = batchedLogStream(out);
    stream.write('{"msg":"a"}\n');
    stream.write('{"msg":"b"}\n');
    await nextTurn();
    stream.write('{"msg":"c"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n', '{"msg":"c"}\n']);
    stream.close();
  });

  it('loses no line written just before the shop closes', () => {
    const { writes, out } = fakeOut();
    const stream = batchedLogStream(out);
    stream.write('{"msg":"shutting down"}\n');
    stream.close();
    expect(writes.join('')).toBe('{"msg":"shutting down"}\n');
  });

  it('writes a line logged after close at once', () => {
    const { writes, out } = fakeOut();
    const stream = batchedLogStream(out);
    stream.close();
    stream.write('{"msg":"late"}\n');
    expect(writes).toEqual(['{"msg":"late"}\n']);
  });
});

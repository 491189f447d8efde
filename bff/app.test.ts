import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePlugins } from './routes/routes.generated.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ REQUEST_TIMEOUT_MS: '300' });
});
afterAll(async () => shop.close());

// The raw client runs in a child process: nock's interceptor (vitest.setup.ts) wraps sockets in this one
// and holds back a request it has not seen whole, which is exactly what these tests send.
const RAW_CLIENT = `
const socket = require('node:net').connect(Number(process.argv[1]), '127.0.0.1', () => socket.write(process.argv[2]));
let received = '';
const giveUp = setTimeout(() => finish(false), 10000);
const finish = (closed) => { process.stdout.write(JSON.stringify({ closed, received }), () => process.exit(0)); };
socket.on('data', (chunk) => (received += chunk.toString('latin1')));
socket.on('error', () => undefined);
socket.on('close', () => { clearTimeout(giveUp); finish(true); });
`;

/** Writes `data` on a raw connection and resolves with what the server sent, and whether it closed the connection within 10 s. */
function stall(data: string): Promise<{ closed: boolean; received: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', RAW_CLIENT, new URL(shop.url).port, data], (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as { closed: boolean; received: string });
    });
  });
}

describe('slow clients', () => {
  it('closes a request whose body stalls after the headers, with 408', async () => {
    const result = await stall(
      'POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    expect(result.closed).toBe(true);
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end, with 408', async () => {
    const result = await stall('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(result.closed).toBe(true);
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('the route plugins', () => {
  it('registers every route plugin of the generated index, after the framework plugin', () => {
    // avvio's tree of the loaded plugins, each named by its function ("framework", "cartRoutes").
    const tree = shop.app.printPlugins();
    const framework = tree.search(/\bframework\b/);
    expect(framework).toBeGreaterThan(-1);
    expect(Object.keys(routePlugins)).toContain('pages.ts');
    const misplaced = Object.entries(routePlugins)
      .filter(([, plugin]) => !(tree.search(new RegExp(`\\b${plugin.name}\\b`)) > framework))
      .map(([file, plugin]) => `${file} (${plugin.name || 'no name'})`);
    expect(misplaced).toEqual([]);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../bff/testing/free-port.ts';
import { buildServerIfStale } from '../scripts/build-server.mjs';
import { serverEnvironment } from '../scripts/server-environment.mjs';

/** The built server in a child process on a free port of 127.0.0.1, once /health/live answers. */
export async function startBuilt(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  await buildServerIfStale();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    // As npm start starts it (scripts/start.mjs): the environment's malloc arena bound unless this one sets another.
    env: serverEnvironment({ ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), SHOP_ORIGIN: url, LOG_FORMAT: 'json' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode} before it was ready`);
    const ok = await fetch(`${url}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await sleep(250);
  }
  child.kill();
  throw new Error('the shop did not answer /health/live within 120 s');
}

/** The process's CPU time so far (user + system, /proc/<pid>/stat), in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function stopBuilt(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
